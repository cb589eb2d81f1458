import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// Any fixed number shared by every instance: only one of them migrates at a time.
export const MIGRATION_LOCK_KEY = 7_310_214_001;

/**
 * Applies the versioned migrations of apps/server/drizzle. Runs on one dedicated connection that
 * holds an advisory lock, so two instances starting together do not race; the second one waits
 * and then finds nothing left to do.
 */
export async function runMigrations(url: string, migrationsFolder = findMigrationsFolder()): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

/** The `drizzle` folder next to the package, found upward from this file (source or bundle). */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No drizzle migrations folder found above ${from}`);
  }
}
