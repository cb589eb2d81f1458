import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { type ExchangeClient, ExchangeUnavailableError } from '../../../infra/exchange';
import type { JobLog, JobSpec } from '../../../infra/jobs/start-job';
import { recordComplianceCheck } from './record-compliance-check';
import { sweepLocks } from './sweep-locks';

export interface ComplianceJobOptions {
  db: Db;
  exchange: Pick<ExchangeClient, 'complianceStatus'>;
  now: () => Date;
  log: JobLog;
  /** Members checked per tick. */
  batchSize?: number;
  /** Pause between two members' checks (each check is two exchange calls). */
  pauseMs?: number;
  intervalMs?: number;
}

const HOUR_MS = 3_600_000;
/** A compliant member is checked again after a day; a non-compliant one every hour. */
export const RECHECK_COMPLIANT_MS = 24 * HOUR_MS;
export const RECHECK_NON_COMPLIANT_MS = HOUR_MS;

/** Members due for a check: linked, ACTIVE members; non-compliant ones first, then the oldest checks. */
export async function membersDueForCheck(db: Db, now: Date, limit: number) {
  const compliantBefore = new Date(now.getTime() - RECHECK_COMPLIANT_MS).toISOString();
  const nonCompliantBefore = new Date(now.getTime() - RECHECK_NON_COMPLIANT_MS).toISOString();
  const result = await db.execute<{ id: string; uid: string }>(sql`
    SELECT u.id, u.bingx_uid AS uid
      FROM users u LEFT JOIN member_compliance c ON c.user_id = u.id
     WHERE u.bingx_uid IS NOT NULL AND u.status = 'ACTIVE' AND u.deleted_at IS NULL AND NOT u.is_admin
       AND (c.user_id IS NULL
            OR (c.compliant AND c.last_checked_at < ${compliantBefore}::timestamptz)
            OR (NOT c.compliant AND c.last_checked_at < ${nonCompliantBefore}::timestamptz))
     ORDER BY (c.compliant IS FALSE) DESC, c.last_checked_at ASC NULLS FIRST, u.id
     LIMIT ${limit}`);
  return result.rows;
}

/** One tick: the bookkeeping sweep, then a paced batch of exchange checks. */
export async function runComplianceTick(options: ComplianceJobOptions, signal?: AbortSignal) {
  const { db, exchange, now } = options;
  const swept = await sweepLocks(db, now());
  let checked = 0;
  for (const member of await membersDueForCheck(db, now(), options.batchSize ?? 50)) {
    if (signal?.aborted) break;
    if (checked > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 500));
    try {
      const status = await exchange.complianceStatus(member.uid);
      await recordComplianceCheck(db, { userId: member.id, status, now: now() });
      checked += 1;
    } catch (err) {
      // The exchange is down: try again next tick rather than hammering it.
      if (err instanceof ExchangeUnavailableError) break;
      options.log.error({ err, userId: member.id }, 'compliance check failed');
    }
  }
  return { swept, checked };
}

/**
 * The earnings-lock job (DESIGN.md section 5): one instance at a time (advisory lock of the job
 * runner), paced calls to the exchange.
 */
export function complianceJob(options: ComplianceJobOptions): JobSpec {
  return {
    name: 'rewards-compliance',
    intervalMs: options.intervalMs ?? 5 * 60_000,
    singleInstance: { db: options.db },
    log: options.log,
    run: async ({ signal }) => {
      await runComplianceTick(options, signal);
    },
  };
}
