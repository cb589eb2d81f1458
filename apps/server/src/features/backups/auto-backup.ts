import type pg from 'pg';
import type { Db } from '../../infra/db/client';
import type { JobLog, JobSpec } from '../../infra/jobs/start-job';
import { readSetting } from '../settings';
import { backupsRepository } from './backups.repository';
import { findPgDump, type PgDumpLookup } from './find-pg-dump';
import { backupDirectory, dumpDatabase, pruneBackups } from './run-backup';

export const BACKUP_EVERY_MS = 24 * 60 * 60_000;
/** How often the job looks whether a backup is due (the dump itself runs once a day). */
export const BACKUP_CHECK_EVERY_MS = 15 * 60_000;

export interface AutoBackupDeps {
  db: Db;
  dataDir: string;
  now: () => Date;
  log: JobLog & { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Finds the pg_dump to use; tests point it elsewhere. */
  findTool?: (serverMajor: number) => Promise<PgDumpLookup>;
}

/**
 * One look at the automatic backup: when the "Auto Backup" setting is on and the last run is a day
 * old, dump the database into DATA_DIR/backups and keep the newest 7. Without a usable pg_dump
 * the run is recorded as skipped with a note (shown in the admin's system overview and logged).
 */
export async function backupIfDue(
  deps: AutoBackupDeps,
): Promise<'off' | 'not-due' | 'ok' | 'failed' | 'skipped'> {
  if (!(await readSetting(deps.db, 'autoBackup'))) return 'off';
  const startedAt = deps.now();
  const last = await backupsRepository.latest(deps.db);
  if (last && startedAt.getTime() - last.startedAt.getTime() < BACKUP_EVERY_MS) return 'not-due';

  const lookup = await (deps.findTool ?? findPgDump)(await backupsRepository.serverMajor(deps.db));
  if (!lookup.tool) {
    deps.log.warn({ job: 'auto-backup' }, lookup.note);
    await backupsRepository.record(deps.db, {
      startedAt,
      finishedAt: deps.now(),
      outcome: 'skipped',
      message: lookup.note,
    });
    return 'skipped';
  }
  const directory = backupDirectory(deps.dataDir);
  try {
    const file = await dumpDatabase({
      tool: lookup.tool,
      databaseUrl: databaseUrlOf(deps.db),
      directory,
      at: startedAt,
    });
    const removed = await pruneBackups(directory);
    await backupsRepository.record(deps.db, { startedAt, finishedAt: deps.now(), outcome: 'ok', file });
    deps.log.info({ job: 'auto-backup', file, removed }, 'database backup written');
    return 'ok';
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0]?.slice(0, 500) : String(err);
    deps.log.error({ err, job: 'auto-backup' }, 'database backup failed');
    await backupsRepository.record(deps.db, {
      startedAt,
      finishedAt: deps.now(),
      outcome: 'failed',
      message,
    });
    return 'failed';
  }
}

/** The connection string the app's pool uses (the embedded server's too). */
export const databaseUrlOf = (db: Db) =>
  String((db as unknown as { $client: pg.Pool }).$client.options.connectionString ?? '');

/** The daily backup as a job: one instance at a time (advisory lock), checked every 15 minutes. */
export function autoBackupJob(deps: AutoBackupDeps): JobSpec {
  return {
    name: 'auto-backup',
    intervalMs: BACKUP_CHECK_EVERY_MS,
    singleInstance: { db: deps.db },
    log: deps.log,
    run: async () => {
      await backupIfDue(deps);
    },
  };
}
