import { and, count, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { sessions } from '../../accounts/accounts.tables';
import { backupDirectory, backupsRepository, findPgDump, type PgDumpLookup } from '../../backups';
import { readSettings } from '../../settings';
import { withdrawals } from '../../withdrawals/withdrawals.tables';

// Looking for pg_dump starts processes: once every few minutes is enough.
const TOOL_LOOKUP_MS = 5 * 60_000;
let toolLookup: { at: number; major: number; result: Promise<PgDumpLookup> } | undefined;

function lookUpPgDump(serverMajor: number) {
  if (!toolLookup || toolLookup.major !== serverMajor || Date.now() - toolLookup.at > TOOL_LOOKUP_MS) {
    toolLookup = { at: Date.now(), major: serverMajor, result: findPgDump(serverMajor) };
  }
  return toolLookup.result;
}

/** `GET /admin/system-overview`: the settings screen's live figures. */
export async function systemOverview(deps: { db: Db; now: () => Date; dataDir: string }) {
  const { db } = deps;
  const now = deps.now();
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
      backup: {
        enabled: false,
        available: false,
        note: null,
        directory: backupDirectory(deps.dataDir),
        lastRun: null,
      },
    };
  }
  const [settings, [active], [pending], last, serverMajor] = await Promise.all([
    readSettings(db),
    db
      .select({ n: countDistinct(sessions.userId) })
      .from(sessions)
      .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, 'PENDING')),
    backupsRepository.latest(db),
    backupsRepository.serverMajor(db),
  ]);
  const lookup = await lookUpPgDump(serverMajor);
  return {
    status: 'online' as const,
    database: 'connected' as const,
    activeUsers: active?.n ?? 0,
    pendingActions: pending?.n ?? 0,
    maintenanceMode: settings.systemMaintenanceMode,
    backup: {
      enabled: settings.autoBackup,
      available: lookup.tool !== null,
      note: lookup.note,
      directory: backupDirectory(deps.dataDir),
      lastRun: last
        ? {
            at: last.startedAt,
            outcome: last.outcome as 'ok' | 'failed' | 'skipped',
            file: last.file,
            message: last.message,
          }
        : null,
    },
  };
}
