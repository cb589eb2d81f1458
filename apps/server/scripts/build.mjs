// Bundles the server into dist/main.js: our code and @app/contract (TypeScript source) inside,
// every npm dependency left external and loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== '@app/contract')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // CommonJS dependencies inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
