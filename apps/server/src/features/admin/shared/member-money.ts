import { type SQL, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, readAll } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { balancesFor, getBalances } from '../../ledger';
import { ledgerEntries } from '../../ledger/ledger.tables';
import { memberCompliance } from '../../rewards/compliance/compliance.tables';
import { rewardCounts } from '../../rewards/summaries/reward-summaries.tables';
import { withdrawals } from '../../withdrawals/withdrawals.tables';

/**
 * Sums over the ledger (features/ledger, ledger-kinds.ts) the ledger itself does not offer:
 * totals over everyone, per day, and a member's sums as sort keys. Earned = REWARD_CREDIT +
 * LOCK_RELEASE + ADJUSTMENT_CREDIT - ADJUSTMENT_DEBIT; available = earned minus what withdrawals
 * hold or took (as get-balances.ts).
 */
const sumOf = (kinds: string[]) =>
  sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})), 0)`;
const EARNED = sql`${sumOf(['REWARD_CREDIT', 'LOCK_RELEASE', 'ADJUSTMENT_CREDIT'])} - ${sumOf(['ADJUSTMENT_DEBIT'])}`;
const AVAILABLE = sql`${EARNED} - ${sumOf(['WITHDRAWAL_HOLD'])} + ${sumOf(['HOLD_RELEASE'])}`;

/** A member's money as the admin screens show it; exact decimal strings. */
export interface MoneyTotals {
  /** Every reward credited (earned), locked ones not included. */
  totalRewards: string;
  /** Available to withdraw now. */
  balance: string;
  /** Requested and not refused: pending + approved. */
  totalWithdrawals: string;
  /** Approved (paid out). */
  totalWithdrawn: string;
}

export const ZERO_TOTALS: MoneyTotals = {
  totalRewards: '0',
  balance: '0',
  totalWithdrawals: '0',
  totalWithdrawn: '0',
};

/** Withdrawal sums of several members in one grouped query. */
async function withdrawalTotalsFor(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({
      id: withdrawals.userId,
      requested: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} in ('PENDING', 'APPROVED')), 0)::text`,
      approved: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'APPROVED'), 0)::text`,
    })
    .from(withdrawals)
    .where(inArray(withdrawals.userId, ids))
    .groupBy(withdrawals.userId);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The money totals of several members: one grouped query per source, never one per member. */
export async function moneyTotalsFor(db: DbOrTx, ids: string[]): Promise<Map<string, MoneyTotals>> {
  const result = new Map<string, MoneyTotals>();
  if (ids.length === 0) return result;
  const [withdrawn, balances] = await readAll(db, [
    () => withdrawalTotalsFor(db, ids),
    () => balancesFor(db, ids),
  ]);
  for (const id of ids) {
    const w = withdrawn.get(id);
    const b = balances.get(id);
    result.set(id, {
      totalRewards: b?.totalEarned ?? '0',
      balance: b?.available ?? '0',
      totalWithdrawals: w?.requested ?? '0',
      totalWithdrawn: w?.approved ?? '0',
    });
  }
  return result;
}

/**
 * For sorting the users list by money: the member's earned or available amount, as a correlated
 * sum over the ledger's (user_id, kind) index.
 */
export function moneySortExpression(field: 'totalRewards' | 'balance'): SQL {
  const expression = field === 'totalRewards' ? EARNED : AVAILABLE;
  return sql`(select ${expression} from ${ledgerEntries} where ${ledgerEntries.userId} = ${users.id})`;
}

/**
 * One member's reward income by type, what withdrawals hold, and how many rewards they got: from
 * the kept counts per type and level (`reward_counts`, ADR 0019), not by counting the member's
 * rewards in every cycle (1,013,403 rows for the bench member; ADR 0031).
 */
export async function rewardBreakdownFor(db: DbOrTx, id: string) {
  const [balances, [counted]] = await Promise.all([
    getBalances(db, id),
    db
      .select({ n: sql<number>`coalesce(sum(${rewardCounts.rewards}), 0)`.mapWith(Number) })
      .from(rewardCounts)
      .where(sql`${rewardCounts.userId} = ${id}`),
  ]);
  return {
    direct: balances.directEarned,
    downline: balances.downlineEarned,
    held: balances.held,
    locked: balances.locked,
    count: counted?.n ?? 0,
  };
}

export type Compliance = 'COMPLIANT' | 'NON_COMPLIANT' | 'UNKNOWN';

/** The earnings-lock state of several members; UNKNOWN for members never checked. */
export async function complianceFor(db: DbOrTx, ids: string[]): Promise<Map<string, Compliance>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: memberCompliance.userId, compliant: memberCompliance.compliant })
    .from(memberCompliance)
    .where(inArray(memberCompliance.userId, ids));
  return new Map(rows.map((r) => [r.id, r.compliant ? 'COMPLIANT' : 'NON_COMPLIANT']));
}
