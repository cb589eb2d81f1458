import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { sharedSecrets } from './shared-secrets.tables';

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

/**
 * A secret generated once and kept in the database (`shared_secrets`), for what every instance on
 * one database must share. The first insert wins (ON CONFLICT DO NOTHING); everyone reads it back.
 */
export async function readOrCreateDatabaseSecret(db: Db, name: string, bytes = 48): Promise<string> {
  await db
    .insert(sharedSecrets)
    .values({ name, value: randomBytes(bytes).toString('base64url') })
    .onConflictDoNothing({ target: sharedSecrets.name });
  const [row] = await db
    .select({ value: sharedSecrets.value })
    .from(sharedSecrets)
    .where(eq(sharedSecrets.name, name));
  if (!row) throw new Error(`Could not read the shared secret ${name}`);
  return row.value;
}

export type JwtSecretSource = 'JWT_SECRET' | 'database' | 'data folder';

/**
 * The session-signing key: JWT_SECRET when given; else, on an external database (DATABASE_URL),
 * one generated into the database, so every instance behind a load balancer signs and checks
 * tokens with the same key (a per-instance file would end a session at the next instance);
 * else (the embedded database, one instance per data folder) the file DATA_DIR/jwt-secret.
 */
export async function resolveSessionSecret(
  config: { jwtSecret: string | undefined; dataDir: string },
  db: Db,
  database: { external: boolean },
): Promise<{ secret: string; source: JwtSecretSource }> {
  if (config.jwtSecret) return { secret: config.jwtSecret, source: 'JWT_SECRET' };
  if (database.external) return { secret: await readOrCreateDatabaseSecret(db, 'jwt'), source: 'database' };
  return { secret: resolveJwtSecret(config), source: 'data folder' };
}
