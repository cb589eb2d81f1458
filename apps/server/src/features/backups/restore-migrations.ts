import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

export type Migration = ReturnType<typeof readMigrationFiles>[number];

export const readMigrations = (migrationsFolder: string): Migration[] =>
  readMigrationFiles({ migrationsFolder });

/**
 * Applies migrations inside the caller's transaction, exactly as drizzle's migrator does (its
 * bookkeeping table and rows included), so the server's next start finds them applied. drizzle's
 * own `migrate()` opens a transaction of its own, which would commit the restore half way.
 */
export async function applyMigrations(client: pg.ClientBase, migrations: Migration[]): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(`
    CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
      id SERIAL PRIMARY KEY,
      hash text NOT NULL,
      created_at bigint
    )`);
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query(
      'INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
