import { COMPLIANCE_WINDOW_DAYS, type Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { type ExchangeClient, ExchangeUnavailableError } from '../../../infra/exchange';
import type { JobLog, JobSpec } from '../../../infra/jobs/start-job';
import { complianceWaitingMail } from '../../../infra/mail/templates';
import { clearAdminAlert, raiseAdminAlert } from '../../admin-alerts';
import { recordComplianceCheck } from './record-compliance-check';
import { releaseConfirmedLocks } from './settle-locks';

export interface ComplianceJobOptions {
  db: Db;
  exchange: Pick<ExchangeClient, 'complianceStatus'>;
  now: () => Date;
  log: JobLog;
  /** Web app address, for the admins' alert link. */
  appUrl: string;
  /** Called after a commit that queued e-mail (ctx.mail.wake). */
  wakeMail?: () => void;
  /** Members checked at the exchange per tick. */
  batchSize?: number;
  /** Pause between two members' checks (each check is two exchange calls). */
  pauseMs?: number;
  intervalMs?: number;
}

const HOUR_MS = 3_600_000;
/** A compliant member is checked again after a day; a non-compliant one every hour. */
export const RECHECK_COMPLIANT_MS = 24 * HOUR_MS;
export const RECHECK_NON_COMPLIANT_MS = HOUR_MS;
/** Members without a linked UID checked per tick (no exchange call: the answer is known). */
const UNLINKED_BATCH = 500;
export const EXCHANGE_DOWN_ALERT = 'compliance-exchange-unavailable';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Members due for an exchange check: linked, ACTIVE members; non-compliant ones first, then the oldest checks. */
export async function membersDueForCheck(db: Db, now: Date, limit: number) {
  const result = await db.execute<{ id: string; uid: string }>(sql`
    SELECT u.id, u.bingx_uid AS uid
      FROM users u LEFT JOIN member_compliance c ON c.user_id = u.id
     WHERE u.bingx_uid IS NOT NULL AND u.status = 'ACTIVE' AND u.deleted_at IS NULL AND NOT u.is_admin
       AND (c.user_id IS NULL
            OR (c.compliant AND c.last_checked_at < ${ago(now, RECHECK_COMPLIANT_MS)}::timestamptz)
            OR (NOT c.compliant AND c.last_checked_at < ${ago(now, RECHECK_NON_COMPLIANT_MS)}::timestamptz))
     ORDER BY (c.compliant IS FALSE) DESC, c.last_checked_at ASC NULLS FIRST, u.id
     LIMIT ${limit}`);
  return result.rows;
}

/**
 * ACTIVE members with locked rewards and no linked UID, due for a check: nobody can confirm
 * their compliance, so each check says NOT_LINKED, which starts their window and, once it has
 * ended, forfeits what is locked.
 */
async function unlinkedMembersDue(db: Db, now: Date) {
  const result = await db.execute<{ id: string }>(sql`
    SELECT u.id FROM users u LEFT JOIN member_compliance c ON c.user_id = u.id
     WHERE u.bingx_uid IS NULL AND u.status = 'ACTIVE' AND u.deleted_at IS NULL AND NOT u.is_admin
       AND (c.user_id IS NULL OR c.compliant OR c.last_checked_at < ${ago(now, RECHECK_NON_COMPLIANT_MS)}::timestamptz)
       AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.user_id = u.id AND l.kind = 'REWARD_LOCKED'
                     AND NOT EXISTS (SELECT 1 FROM ledger_entries s WHERE s.settles_entry_id = l.id))
     ORDER BY c.last_checked_at ASC NULLS FIRST, u.id
     LIMIT ${UNLINKED_BATCH}`);
  return result.rows;
}

/** Members whose window has ended with rewards still locked: they wait for a fresh check. */
async function overdueWindows(db: Db, now: Date) {
  const result = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM member_compliance c
     WHERE NOT c.compliant
       AND c.non_compliant_since <= ${ago(now, COMPLIANCE_WINDOW_DAYS * 24 * HOUR_MS)}::timestamptz
       AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.user_id = c.user_id AND l.kind = 'REWARD_LOCKED'
                     AND NOT EXISTS (SELECT 1 FROM ledger_entries s WHERE s.settles_entry_id = l.id))`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * One tick: the members nobody can confirm (no linked UID), a paced batch of exchange checks,
 * then the release of locks whose members are confirmed compliant. Nothing is forfeited here
 * except by a fresh check (record-compliance-check.ts); while the exchange cannot be asked,
 * windows run on, and the admins are e-mailed once when that holds up a decision.
 */
export async function runComplianceTick(options: ComplianceJobOptions, signal?: AbortSignal) {
  const { db, exchange, now } = options;
  let checked = 0;
  for (const member of await unlinkedMembersDue(db, now())) {
    if (signal?.aborted) break;
    await recordComplianceCheck(db, {
      userId: member.id,
      status: { compliant: false, reason: 'NOT_LINKED', balanceUsdt: null },
      now: now(),
    });
    checked += 1;
  }

  let exchangeDown = false;
  const due = await membersDueForCheck(db, now(), options.batchSize ?? 50);
  for (const [index, member] of due.entries()) {
    if (signal?.aborted) break;
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 500));
    try {
      const status = await exchange.complianceStatus(member.uid);
      await recordComplianceCheck(db, { userId: member.id, status, now: now() });
      checked += 1;
    } catch (err) {
      // The exchange is down: try again next tick rather than hammering it.
      if (err instanceof ExchangeUnavailableError) {
        exchangeDown = true;
        break;
      }
      options.log.error({ err, userId: member.id }, 'compliance check failed');
    }
  }

  const released = await releaseConfirmedLocks(db, now());
  const overdue = exchangeDown ? await overdueWindows(db, now()) : 0;
  await alertWhenDecisionsWait(options, overdue);
  return { checked, released, exchangeDown, overdue };
}

/** Tells the admins once per outage that windows ended and wait for the exchange; clears when it answers. */
async function alertWhenDecisionsWait(options: ComplianceJobOptions, overdue: number) {
  const now = options.now();
  if (overdue === 0) {
    await clearAdminAlert(options.db, EXCHANGE_DOWN_ALERT, now);
    return;
  }
  const mail = (language: Language) => complianceWaitingMail({ appUrl: options.appUrl, language, overdue });
  const raised = await options.db.transaction((tx) => raiseAdminAlert(tx, EXCHANGE_DOWN_ALERT, mail, now));
  if (raised) options.wakeMail?.();
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
