import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Import boundaries, one block per app (docs/architecture.md, "Keeping it so"). Each block says
 * where its layers live; `boundaryZones` turns that into `import-x/no-restricted-paths` zones:
 * - a feature imports another feature only through that feature's `index.ts`;
 * - shared layers (`components`, `lib`, `config`, `infra`...) never import features;
 * - named layers never import the layers above them (the web's `app`).
 * `import-x/no-cycle` keeps the module graph free of cycles. The server adds its block the same way.
 */
const featureNames = (featuresDir) =>
  readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaryZones = ({ root, features, shared, above = [] }) => {
  const names = featureNames(`${root}/${features}`);
  const betweenFeatures = names.map((name) => ({
    target: `./${root}/${features}/${name}`,
    from: `./${root}/${features}`,
    except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: 'Import another feature only through its index.ts.',
  }));
  const sharedOffFeatures = shared.map((layer) => ({
    target: `./${root}/${layer}`,
    from: `./${root}/${features}`,
    message: `${layer} is shared: it must not import features.`,
  }));
  const belowAbove = above.map((layer) => ({
    target: [`./${root}/${features}`, ...shared.map((s) => `./${root}/${s}`)],
    from: `./${root}/${layer}`,
    message: `Only ${layer} itself imports ${layer}.`,
  }));
  return [...betweenFeatures, ...sharedOffFeatures, ...belowAbove];
};

const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: boundaryZones({
          root: 'apps/web/src',
          features: 'features',
          shared: ['components', 'lib', 'config'],
          above: ['app'],
        }),
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries,
);
