import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateSecret } from '../../secrets';
import { readPostmaster } from './leftover-postmaster';

/**
 * The URL of the embedded PostgreSQL that a running server owns, so a command-line task can work
 * while the server runs. Undefined when none runs on this data folder.
 */
export function runningEmbeddedUrl(dataDir: string, database = 'rewards'): string | undefined {
  const pgDir = path.join(dataDir, 'postgres');
  if (readPostmaster(pgDir).kind !== 'running') return undefined;
  // postmaster.pid: line 4 is the port.
  const port = Number.parseInt(
    readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3] ?? '',
    10,
  );
  if (!Number.isInteger(port)) return undefined;
  const password = readOrCreateSecret(dataDir, 'postgres-password', 24);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
