import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A minimal built web app in a temporary folder (index.html, one hashed script, a favicon), for
 * tests of how the server serves it. `remove()` deletes the folder.
 */
export async function createFakeWebDist(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The Accept header of a browser opening a page. */
export const htmlAccept = { accept: 'text/html,application/xhtml+xml' };
