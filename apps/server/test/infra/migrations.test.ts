import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/infra/db/migrate';
import { createTestDatabase } from '../support/test-database';

describe('migrations', () => {
  it('two instances migrating one empty database at once both succeed, once', async () => {
    const database = await createTestDatabase({ empty: true });
    try {
      await Promise.all([runMigrations(database.url), runMigrations(database.url)]);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const tables = await client.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      );
      const applied = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      await client.end();
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['audit_log', 'referral_paths', 'sessions', 'settings', 'users']),
      );
      const { readdirSync } = await import('node:fs');
      const { findMigrationsFolder } = await import('../../src/infra/db/migrate');
      const files = readdirSync(findMigrationsFolder()).filter((f) => f.endsWith('.sql'));
      expect(applied.rows[0].n).toBe(files.length);
    } finally {
      await database.drop();
    }
  });
});
