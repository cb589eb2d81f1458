import type { Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../infra/db/client';
import type { JobLog, JobSpec } from '../../infra/jobs/start-job';
import { backupFailedMail } from '../../infra/mail/templates';
import { clearAdminAlert, raiseAdminAlert } from '../admin-alerts';
import { readSetting } from '../settings';
import { backupsRepository } from './backups.repository';
import { backupDirectory, backupNow } from './run-backup';

const HOUR_MS = 60 * 60_000;
/** A backup a day. */
export const BACKUP_EVERY_MS = 24 * HOUR_MS;
/** After a failed run, the next try (the day's backup is still owed). */
export const BACKUP_RETRY_MS = HOUR_MS;
/** How often the job looks whether a backup is due. */
export const BACKUP_CHECK_EVERY_MS = 15 * 60_000;
/** The admins hear of failing backups at most once a day (admin-alerts.ts). */
export const BACKUP_FAILED_ALERT = 'backup-failed';
const ALERT_AGAIN_AFTER_MS = 24 * HOUR_MS;

export interface AutoBackupDeps {
  db: Db;
  databaseUrl: string;
  dataDir: string;
  now: () => Date;
  /** Web app address, for the admins' alert link. */
  appUrl: string;
  /** Called after a commit that queued e-mail (ctx.mail.wake). */
  wakeMail?: () => void;
  log: JobLog & { info(obj: object, msg: string): void };
}

/**
 * One look at the automatic backup: when the "Auto Backup" setting is on and the last good
 * backup is a day old, back up (run-backup.ts, the same code as `npm run cli -- backup`). A
 * failed run is tried again an hour later, and e-mails the admins, at most once a day while
 * backups keep failing; the next good backup ends the alert.
 */
export async function backupIfDue(deps: AutoBackupDeps): Promise<'off' | 'not-due' | 'ok' | 'failed'> {
  if (!(await readSetting(deps.db, 'autoBackup'))) return 'off';
  const now = deps.now().getTime();
  const [lastOk, last] = await Promise.all([
    backupsRepository.latestOk(deps.db),
    backupsRepository.latest(deps.db),
  ]);
  if (lastOk && now - lastOk.startedAt.getTime() < BACKUP_EVERY_MS) return 'not-due';
  if (last && last.outcome !== 'ok' && now - last.startedAt.getTime() < BACKUP_RETRY_MS) return 'not-due';

  const result = await backupNow({ ...deps, startedBy: 'schedule' });
  if (result.outcome === 'ok') {
    deps.log.info(
      {
        job: 'auto-backup',
        file: result.backup.file,
        sizeBytes: result.backup.sizeBytes,
        removed: result.removed,
      },
      'database backup written',
    );
    await clearAdminAlert(deps.db, BACKUP_FAILED_ALERT, deps.now());
    return 'ok';
  }
  deps.log.error({ err: result.error, job: 'auto-backup' }, 'database backup failed');
  await alertAdmins(deps, result.message);
  return 'failed';
}

async function alertAdmins(deps: AutoBackupDeps, reason: string) {
  const now = deps.now();
  const mail = (language: Language) =>
    backupFailedMail({ appUrl: deps.appUrl, language, reason, folder: backupDirectory(deps.dataDir) });
  const raised = await deps.db.transaction(async (tx) => {
    // Still failing a day after the last e-mail: the alert is raised, and mailed, again.
    await tx.execute(sql`
      UPDATE admin_alerts SET cleared_at = ${now.toISOString()}::timestamptz
       WHERE key = ${BACKUP_FAILED_ALERT} AND cleared_at IS NULL
         AND raised_at <= ${new Date(now.getTime() - ALERT_AGAIN_AFTER_MS).toISOString()}::timestamptz`);
    return raiseAdminAlert(tx, BACKUP_FAILED_ALERT, mail, now);
  });
  if (raised) deps.wakeMail?.();
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
