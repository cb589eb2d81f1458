import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../../src/infra/db/client';
import { expectConsistentMoneyForAll, toUnits18 } from '../../rewards/network';
import { everyRewardSql } from '../../../src/features/rewards';

/**
 * The whole ledger checked after a fault, as ledger-kinds.ts defines it:
 * - per member: total earned = available + held + withdrawn, the income split adds up, no pot
 *   below zero, and the ledger agrees with the rewards table (rewards/network.ts);
 * - per withdrawal: PENDING holds exactly its amount; APPROVED was held once, and debited once
 *   exactly when its payout is CONFIRMED (issue 15: until then the amount stays held);
 *   REJECTED / BLOCKED_COMPLIANCE were held once and released in full; nothing else moved;
 * - per cycle: a PAID cycle's rewards and ledger credits match its totals; a cycle that did
 *   not complete paid nothing at all (no rewards, no ledger entries).
 * Returns counts, for the test's own report.
 */
export async function expectLedgerIntact(db: DbOrTx) {
  const members = await expectConsistentMoneyForAll(db);

  const withdrawals = await db.execute<{
    id: string;
    status: string;
    payoutStatus: string | null;
    amount: string;
    holds: number;
    held: string;
    releases: number;
    released: string;
    debits: number;
    debited: string;
  }>(sql`
    SELECT w.id, w.status::text AS status, w.payout_status::text AS "payoutStatus", w.amount::text AS amount,
           count(*) FILTER (WHERE l.kind = 'WITHDRAWAL_HOLD')::int AS holds,
           coalesce(sum(l.amount) FILTER (WHERE l.kind = 'WITHDRAWAL_HOLD'), 0)::text AS held,
           count(*) FILTER (WHERE l.kind = 'HOLD_RELEASE')::int AS releases,
           coalesce(sum(l.amount) FILTER (WHERE l.kind = 'HOLD_RELEASE'), 0)::text AS released,
           count(*) FILTER (WHERE l.kind = 'WITHDRAWAL_DEBIT')::int AS debits,
           coalesce(sum(l.amount) FILTER (WHERE l.kind = 'WITHDRAWAL_DEBIT'), 0)::text AS debited
      FROM withdrawals w LEFT JOIN ledger_entries l ON l.withdrawal_id = w.id
     GROUP BY w.id`);
  const same = (a: string, b: string) => toUnits18(a) === toUnits18(b);
  for (const w of withdrawals.rows) {
    const where = `withdrawal ${w.id} (${w.status})`;
    expect(w.holds, where).toBe(1);
    expect(same(w.held, w.amount), `${where}: held ${w.held} of ${w.amount}`).toBe(true);
    if (w.status === 'PENDING') expect([w.releases, w.debits], where).toEqual([0, 0]);
    else if (w.status === 'APPROVED' && w.payoutStatus === 'CONFIRMED') {
      expect([w.releases, w.debits], where).toEqual([0, 1]);
      expect(same(w.debited, w.amount), where).toBe(true);
    } else if (w.status === 'APPROVED') {
      expect([w.releases, w.debits], `${where}, payout ${w.payoutStatus}`).toEqual([0, 0]);
    } else {
      expect([w.releases, w.debits], where).toEqual([1, 0]);
      expect(same(w.released, w.amount), where).toBe(true);
    }
  }

  const cycles = await db.execute<{
    number: number;
    status: string;
    rewardsCreated: number;
    totalRewardAmount: string;
    rewards: number;
    rewardSum: string;
    entries: number;
    entrySum: string;
  }>(sql`
    SELECT c.number, c.status::text AS status, c.rewards_created::int AS "rewardsCreated",
           c.total_reward_amount::text AS "totalRewardAmount",
           (SELECT count(*)::int FROM (${everyRewardSql()}) r WHERE r.type = 'DOWNLINE' AND r.cycle = c.number) AS rewards,
           (SELECT coalesce(sum(reward_amount), 0)::text FROM (${everyRewardSql()}) r
             WHERE r.type = 'DOWNLINE' AND r.cycle = c.number) AS "rewardSum",
           (SELECT count(*)::int FROM ledger_entries l WHERE l.cycle_id = c.id) AS entries,
           (SELECT coalesce(sum(amount), 0)::text FROM ledger_entries l
             WHERE l.cycle_id = c.id AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')) AS "entrySum"
      FROM cycles c`);
  for (const c of cycles.rows) {
    const where = `cycle #${c.number} (${c.status})`;
    if (c.status === 'PAID') {
      expect(c.rewards, where).toBe(c.rewardsCreated);
      expect(same(c.rewardSum, c.totalRewardAmount), `${where}: rewards ${c.rewardSum}`).toBe(true);
      expect(same(c.entrySum, c.totalRewardAmount), `${where}: ledger ${c.entrySum}`).toBe(true);
    } else {
      expect({ rewards: c.rewards, entries: c.entries }, where).toEqual({ rewards: 0, entries: 0 });
    }
  }
  return { members, withdrawals: withdrawals.rows.length, cycles: cycles.rows.length };
}
