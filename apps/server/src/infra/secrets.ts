import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret generated once and kept in a file of the data folder (mode 0600), so restarts keep
 * sessions valid and the embedded database's password stable. `wx` makes the first writer win
 * when two processes start at the same moment.
 */
export function readOrCreateSecret(dataDir: string, fileName: string, bytes = 48): string {
  const file = path.join(dataDir, fileName);
  const existing = readIfPresent(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  try {
    writeFileSync(file, randomBytes(bytes).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const created = readIfPresent(file);
  if (!created) throw new Error(`Could not read the secret file ${file}`);
  return created;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** JWT_SECRET when given, else the one kept in DATA_DIR/jwt-secret. */
export const resolveJwtSecret = (config: { jwtSecret: string | undefined; dataDir: string }) =>
  config.jwtSecret ?? readOrCreateSecret(config.dataDir, 'jwt-secret');
