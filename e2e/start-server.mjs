// Starts the built product server for the browser tests on a fresh data folder: the embedded
// database, secrets and outbox of an earlier run are removed first, so every run starts empty.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const testDataRoot = path.join(root, '.data-test');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? path.join(testDataRoot, 'e2e'));

// Only ever clear a folder under .data-test: DATA_DIR comes from the environment.
if (!dataDir.startsWith(testDataRoot + path.sep)) {
  console.error(
    `e2e/start-server.mjs: refusing to clear ${dataDir}; DATA_DIR must be inside ${testDataRoot}`,
  );
  process.exit(1);
}

for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`e2e/start-server.mjs: ${built} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
