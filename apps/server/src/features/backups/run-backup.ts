import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../../infra/db/client';
import { BACKUP_FILE, backupFileName } from './backup-format';
import { backupsRepository } from './backups.repository';
import { type WrittenBackup, writeBackup } from './write-backup';

/** Backups kept in DATA_DIR/backups; older ones are removed after a successful backup. */
export const BACKUPS_KEPT = 7;

export const backupDirectory = (dataDir: string) => path.join(dataDir, 'backups');

export type BackupStarter = 'schedule' | 'command-line';

export type BackupResult =
  | { outcome: 'ok'; backup: WrittenBackup; removed: string[] }
  | { outcome: 'failed'; message: string; error: unknown };

/**
 * One backup, as the daily job and `npm run cli -- backup` both make it: written by writeBackup
 * into DATA_DIR/backups (or `file`), the newest 7 of the folder kept, and the run recorded in
 * `backup_runs` (the admins' System Overview shows the last one), whatever its outcome.
 */
export async function backupNow(deps: {
  db: DbOrTx;
  databaseUrl: string;
  dataDir: string;
  now: () => Date;
  startedBy: BackupStarter;
  /** Elsewhere than DATA_DIR/backups (the command line's --file); not pruned. */
  file?: string;
}): Promise<BackupResult> {
  const startedAt = deps.now();
  const directory = backupDirectory(deps.dataDir);
  const file = deps.file ? path.resolve(deps.file) : path.join(directory, backupFileName(startedAt));
  try {
    const backup = await writeBackup({ databaseUrl: deps.databaseUrl, file, now: startedAt });
    const removed = deps.file ? [] : await pruneBackups(directory);
    await backupsRepository.record(deps.db, {
      startedAt,
      finishedAt: deps.now(),
      outcome: 'ok',
      file: path.dirname(file) === directory ? path.basename(file) : file,
      sizeBytes: backup.sizeBytes,
      startedBy: deps.startedBy,
    });
    return { outcome: 'ok', backup, removed };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);
    await backupsRepository.record(deps.db, {
      startedAt,
      finishedAt: deps.now(),
      outcome: 'failed',
      message,
      startedBy: deps.startedBy,
    });
    return { outcome: 'failed', message, error };
  }
}

/** Removes all but the newest `keep` backups of the folder; returns the removed names. */
export async function pruneBackups(directory: string, keep = BACKUPS_KEPT): Promise<string[]> {
  const names = (await readdir(directory).catch(() => [] as string[]))
    .filter((n) => BACKUP_FILE.test(n))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  await Promise.all(old.map((name) => rm(path.join(directory, name), { force: true })));
  return old;
}
