import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findMigrationsFolder, runMigrations } from '../../src/infra/db/migrate';

/**
 * Migrates the database as it was before the migration whose tag ends with `tagEnd` (by name,
 * not number: other branches' migrations are renumbered at merges): the same files, the journal
 * cut before it. Answers the migration's place in the journal (-1: no such migration, nothing run).
 */
export async function migrateUpToBefore(url: string, tagEnd: string): Promise<number> {
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  try {
    cpSync(findMigrationsFolder(), before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag.endsWith(tagEnd));
    if (cut < 0) return cut;
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
    await runMigrations(url, before);
    return cut;
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
}
