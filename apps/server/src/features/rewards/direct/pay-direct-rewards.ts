import { sql } from 'drizzle-orm';
import type { Tx } from '../../../infra/db/client';
import { notifyLive } from '../../../infra/live/live-notify';
import { readSetting } from '../../settings';
import { complianceCheckedSince } from '../compliance/compliance-window';
import { creditKindSql, earnsSql, paysForDirectSql, rewardStatusSql } from '../eligibility';
import { payingLevels } from '../maths/schedule';
import { ratesSql, rewardAmountSql } from '../rates-sql';

export interface DirectPayment {
  /** users.id of the member who paid. */
  payerId: string;
  /** The payer's subscription period number: the rewards' `cycle`. */
  periodNumber: number;
  /** The fee paid, exact decimal string in USDT: the rewards' `masterAmount`. */
  feeAmount: string;
  /** The payment's time: rewards are dated by it and recipients are judged at it. */
  now: Date;
}

/**
 * DIRECT rewards of one subscription payment, in the payment's transaction: each upline at a
 * level of the bonus schedule (setting `directRewardRates`) earns that percent of the fee, one
 * closure-table look-up and one INSERT ... SELECT, with each reward's ledger entry (credit, or
 * lock for an upline whose compliance is not confirmed) and its activity event (admin user reports) in the same statement. Who earns: eligibility.ts. Idempotent
 * per payer and period: a second call for them inserts nothing. Returns the rewards created.
 */
export async function payDirectRewards(tx: Tx, payment: DirectPayment): Promise<number> {
  const levels = payingLevels('DIRECT', await readSetting(tx, 'directRewardRates'));
  if (levels.length === 0) return 0;
  const fee = sql`${payment.feeAmount}::numeric`;
  const amount = rewardAmountSql(fee, sql`rates.percent`);
  const status = rewardStatusSql('u', 'c', await complianceCheckedSince(tx, payment.now));
  const result = await tx.execute<{ created: number; recipients: string[] }>(sql`
    WITH created AS (
      INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
      SELECT p.ancestor_id, payer.id, 'DIRECT', p.depth, rates.percent, ${fee}, ${amount},
             ${payment.periodNumber}, ${status}, ${payment.now.toISOString()}::timestamptz
        FROM users payer
        JOIN referral_paths p ON p.descendant_id = payer.id
        JOIN ${ratesSql(levels)} ON rates.level = p.depth
        JOIN users u ON u.id = p.ancestor_id
        LEFT JOIN member_compliance c ON c.user_id = u.id
       WHERE payer.id = ${payment.payerId}::uuid AND ${paysForDirectSql('payer', payment.periodNumber, payment.now)}
         AND ${earnsSql('u', payment.now)} AND ${amount} > 0
      ON CONFLICT (user_id, source_user_id, type, cycle) DO NOTHING
      RETURNING id, user_id, source_user_id, level, reward_amount, status
    ), entries AS (
      INSERT INTO ledger_entries (user_id, kind, amount, reward_type, reward_id, created_at)
      SELECT user_id, ${creditKindSql(sql`status`)}, reward_amount, 'DIRECT', id, ${payment.now.toISOString()}::timestamptz
        FROM created
      RETURNING user_id
    ), activity AS (
      INSERT INTO activity_events (user_id, type, details, created_at)
      SELECT user_id, 'reward', jsonb_build_object('rewardId', id, 'amount', reward_amount::text, 'rewardType', 'DIRECT',
               'level', level, 'fromUserId', source_user_id, 'locked', status = 'LOCKED'),
             ${payment.now.toISOString()}::timestamptz
        FROM created
    )
    SELECT count(*)::int AS created, coalesce(array_agg(DISTINCT user_id), '{}') AS recipients FROM entries`);
  // Each upline's balance changed: their open pages refetch (live updates, ADR 0015).
  for (const userId of result.rows[0]?.recipients ?? []) await notifyLive(tx, { k: 'rewards', u: userId });
  return result.rows[0]?.created ?? 0;
}
