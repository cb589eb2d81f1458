import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries, one block per app (docs/architecture.md, "Keeping it so"). Each block says
 * where its layers live; `boundaryZones` turns that into `import-x/no-restricted-paths` zones:
 * - a feature imports another feature only through that feature's `index.ts`;
 * - shared layers (`components`, `lib`, `config`, `infra`...) never import features;
 * - named layers never import the layers above them (the web's `app`).
 * `import-x/no-cycle` keeps the module graph free of cycles. The server's block (below) also lets a feature import another's `*.tables.ts`.
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
// i18next stays out of the first script (ADR 0013): screens take their texts from
// lib/i18n/use-translation.ts; only lib/i18n/i18next.ts loads the library (types are free).
const webI18nRuntime = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/lib/i18n/i18next.ts', 'apps/web/src/lib/i18n/i18next.d.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-i18next',
            message: "Use useTranslation from '@/lib/i18n/use-translation' (ADR 0013).",
          },
          {
            name: 'i18next',
            allowTypeImports: true,
            message:
              "Use useTranslation from '@/lib/i18n/use-translation' (ADR 0013): i18next loads only for another language.",
          },
        ],
      },
    ],
  },
};
// Components stay short (issue 13): past ~80 lines a component is split into named parts.
const webComponentLength = {
  files: ['apps/web/src/**/*.tsx'],
  rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
};
// ---------------------------------------------------------------------------------------------
// Server boundaries (apps/server; docs/decisions/0004-feature-boundaries-and-wiring.md).
// - A feature imports another feature only through its `index.ts`, or the other feature's
//   `*.tables.ts` (tables are the data model: foreign keys and joins cross features).
// - A tables file imports only tables (never a feature's code, not even its index).
// - `infra`, `http` and `shared` never import features; app.ts, main.ts, bootstrap.ts and the
//   CLI import them through their `index.ts` (or tables) like features do.
// - No import cycles.
// ---------------------------------------------------------------------------------------------
const serverSrc = `${import.meta.dirname}/apps/server/src`;
const serverFeatures = featureNames(`${serverSrc}/features`);
const publicFace = [`${serverSrc}/features/*/index.ts`, `${serverSrc}/features/**/*.tables.ts`];
const serverZones = [
  ...serverFeatures.flatMap((name) => [
    {
      target: `${serverSrc}/features/${name}/**`,
      from: `${serverSrc}/features/**`,
      except: [`${serverSrc}/features/${name}/**`, ...publicFace],
      message: `Import another feature only through its index.ts (or its tables).`,
    },
    {
      target: `${serverSrc}/features/${name}/**/*.tables.ts`,
      from: `${serverSrc}/features/**`,
      except: [`${serverSrc}/features/${name}/**`, `${serverSrc}/features/**/*.tables.ts`],
      message: 'A tables file imports only tables.',
    },
  ]),
  ...['infra', 'http', 'shared'].map((layer) => ({
    target: `${serverSrc}/${layer}`,
    from: `${serverSrc}/features`,
    message: `${layer} is below the features: it must not import them.`,
  })),
  {
    target: [`${serverSrc}/*.ts`, `${serverSrc}/cli/**`],
    from: `${serverSrc}/features/**`,
    except: publicFace,
    message: 'Import a feature only through its index.ts (or its tables).',
  },
];
const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};
// Browser tests reach the server over HTTP, the CLI, or its one seeding entry (e2e/support/seeding.ts).
const e2eOffServerInternals = {
  files: ['e2e/**/*.ts'],
  ignores: ['e2e/support/seeding.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/apps/server/**'],
            message: 'Build test data through e2e/support (the API, the CLI, or support/seeding.ts).',
          },
        ],
      },
    ],
  },
};
// --------------------------------------------------------------------- end of server boundaries

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
  webI18nRuntime,
  webComponentLength,
  serverBoundaries,
  e2eOffServerInternals,
);
