import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { findMigrationsFolder, runMigrations } from '../../src/infra/db/migrate';
import { createTestDatabase } from './test-database';

/**
 * Migrates the database as it was before the migration whose tag ends with `tagEnd` (by name,
 * not number: other branches' migrations are renumbered at merges): the same files, the journal
 * cut before it. Answers the migration's place in the journal (-1: no such migration, nothing run).
 */
export async function migrateUpToBefore(url: string, tagEnd: string): Promise<number> {
  return migrateWithJournalCut(url, tagEnd, 0);
}

/**
 * Runs the migrations up to and including the one whose tag ends with `tagEnd`, not the later
 * ones: for a migration's test that reads a table a later migration drops.
 */
export async function migrateThrough(url: string, tagEnd: string): Promise<number> {
  return migrateWithJournalCut(url, tagEnd, 1);
}

async function migrateWithJournalCut(url: string, tagEnd: string, include: 0 | 1): Promise<number> {
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  try {
    cpSync(findMigrationsFolder(), before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
    if (cut < 0) return cut;
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + include) }),
    );
    await runMigrations(url, before);
    return cut;
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}

/**
 * For a migration's test file: an empty database migrated up to just before the migration whose
 * tag ends with `tagEnd`, and a client on it, made before the file's tests and dropped after them.
 * Read `url` and `client` inside the tests (they are set in the file's beforeAll).
 */
export function databaseBeforeMigration(tagEnd: string): {
  readonly url: string;
  readonly client: pg.Client;
} {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let client: pg.Client | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    expect(await migrateUpToBefore(database.url, tagEnd)).toBeGreaterThan(0);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the database is made in beforeAll: read it inside a test');
    return value;
  };
  return {
    get url() {
      return ready(database).url;
    },
    get client() {
      return ready(client);
    },
  };
}
