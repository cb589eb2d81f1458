import { and, count, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { sessions } from '../../accounts/accounts.tables';
import { backupDirectory, backupsRepository } from '../../backups';
import { readSettings } from '../../settings';
import { withdrawals } from '../../withdrawals/withdrawals.tables';

/** `GET /admin/system-overview`: the settings screen's live figures. */
export async function systemOverview(deps: { db: Db; now: () => Date; dataDir: string }) {
  const { db } = deps;
  const now = deps.now();
  const directory = backupDirectory(deps.dataDir);
  const reachable = await db
    .execute(sql`SELECT 1`)
    .then(() => true)
    .catch(() => false);
  if (!reachable) {
    return {
      status: 'online' as const,
      database: 'unreachable' as const,
      activeUsers: 0,
      pendingActions: 0,
      maintenanceMode: false,
      backup: { enabled: false, available: true, note: null, directory, lastRun: null, lastSuccess: null },
    };
  }
  const [settings, [active], [pending], last, lastOk] = await Promise.all([
    readSettings(db),
    db
      .select({ n: countDistinct(sessions.userId) })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'PENDING')),
    backupsRepository.latest(db),
    backupsRepository.latestOk(db),
  ]);
  return {
    status: 'online' as const,
    database: 'connected' as const,
    activeUsers: active?.n ?? 0,
    pendingActions: pending?.n ?? 0,
    maintenanceMode: settings.systemMaintenanceMode,
    backup: {
      enabled: settings.autoBackup,
      // Backups are read through the database connection: nothing to install (run-backup.ts).
      available: true,
      note: null,
      directory,
      lastRun: last
        ? {
            at: last.startedAt,
            outcome: last.outcome as 'ok' | 'failed' | 'skipped',
            file: last.file,
            message: last.message,
            finishedAt: last.finishedAt,
            sizeBytes: last.sizeBytes,
            startedBy: last.startedBy as 'schedule' | 'command-line' | null,
          }
        : null,
      lastSuccess: lastOk ? { at: lastOk.startedAt, file: lastOk.file, sizeBytes: lastOk.sizeBytes } : null,
    },
  };
}
