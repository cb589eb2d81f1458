import { normalizeDecimal } from '@app/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedQuery } from '../../infra/db/prepared-query';
import { ledgerEntries } from './ledger.tables';

/**
 * A member's money, summed from the ledger (exact decimal strings). At every moment
 * totalEarned = available + held + withdrawn; `locked` is not earned yet (ledger-kinds.ts).
 */
export interface Balances {
  /** Credited rewards plus released locks, plus or minus admins' adjustments: the lifetime earnings. */
  totalEarned: string;
  /** Ready to withdraw. */
  available: string;
  /** Held by pending withdrawals. */
  held: string;
  /** Paid out by approved withdrawals. */
  withdrawn: string;
  /** Rewards waiting for the member to be compliant again. */
  locked: string;
  /** Locked rewards lost after the 30-day window. */
  forfeited: string;
  /** totalEarned split by income: DIRECT (subscription bonuses) and DOWNLINE (trading rewards). */
  directEarned: string;
  downlineEarned: string;
  /** Net of admins' adjustments (credits minus debits; may be negative): the rest of totalEarned. */
  adjusted: string;
}

export const ZERO_BALANCES: Balances = {
  totalEarned: '0',
  available: '0',
  held: '0',
  withdrawn: '0',
  locked: '0',
  forfeited: '0',
  directEarned: '0',
  downlineEarned: '0',
  adjusted: '0',
};

// Each pot is summed straight from the kinds (not derived from the others), so the identity is a
// real check in the tests.
const balanceSums: Record<keyof Balances, SQL<string>> = {
  totalEarned: sql`coalesce(sum(CASE kind WHEN 'REWARD_CREDIT' THEN amount WHEN 'LOCK_RELEASE' THEN amount
                         WHEN 'ADJUSTMENT_CREDIT' THEN amount WHEN 'ADJUSTMENT_DEBIT' THEN -amount END), 0)::text`,
  available: sql`coalesce(sum(CASE kind WHEN 'REWARD_CREDIT' THEN amount WHEN 'LOCK_RELEASE' THEN amount
                         WHEN 'HOLD_RELEASE' THEN amount WHEN 'WITHDRAWAL_HOLD' THEN -amount
                         WHEN 'ADJUSTMENT_CREDIT' THEN amount WHEN 'ADJUSTMENT_DEBIT' THEN -amount END), 0)::text`,
  held: sql`coalesce(sum(CASE kind WHEN 'WITHDRAWAL_HOLD' THEN amount
                         WHEN 'HOLD_RELEASE' THEN -amount WHEN 'WITHDRAWAL_DEBIT' THEN -amount END), 0)::text`,
  withdrawn: sql`coalesce(sum(amount) FILTER (WHERE kind = 'WITHDRAWAL_DEBIT'), 0)::text`,
  locked: sql`coalesce(sum(CASE kind WHEN 'REWARD_LOCKED' THEN amount
                         WHEN 'LOCK_RELEASE' THEN -amount WHEN 'LOCK_FORFEIT' THEN -amount END), 0)::text`,
  forfeited: sql`coalesce(sum(amount) FILTER (WHERE kind = 'LOCK_FORFEIT'), 0)::text`,
  directEarned: sql`coalesce(sum(amount) FILTER (WHERE kind IN ('REWARD_CREDIT', 'LOCK_RELEASE') AND reward_type = 'DIRECT'), 0)::text`,
  downlineEarned: sql`coalesce(sum(amount) FILTER (WHERE kind IN ('REWARD_CREDIT', 'LOCK_RELEASE') AND reward_type = 'DOWNLINE'), 0)::text`,
  adjusted: sql`coalesce(sum(CASE kind WHEN 'ADJUSTMENT_CREDIT' THEN amount WHEN 'ADJUSTMENT_DEBIT' THEN -amount END), 0)::text`,
};
const sums = sql.join(
  Object.entries(balanceSums).map(([name, sum]) => sql`${sum} AS ${sql.identifier(name)}`),
  sql`, `,
);

/** The sums as read (exact decimal strings, getBalances' or balancesJsonOf's), as getBalances answers them. */
export const normaliseBalances = (row: Record<keyof Balances, string>): Balances =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalizeDecimal(v)])) as unknown as Balances;

/**
 * One member's balances (getBalances' sums) as a scalar subquery over `userId`, an SQL expression:
 * one JSON object of exact decimal strings, for `normaliseBalances`. The stats read them with the
 * session check, in one statement (ADR 0025).
 */
export function balancesJsonOf(userId: SQL): SQL<Record<keyof Balances, string>> {
  const pairs = Object.entries(balanceSums).map(([name, sum]) => sql`${sql.raw(`'${name}'`)}, ${sum}`);
  return sql`(SELECT json_build_object(${sql.join(pairs, sql`, `)}) FROM ${ledgerEntries} WHERE ${ledgerEntries.userId} = ${userId})`;
}

/** One member's balances: one aggregate query over their ledger entries. */
export async function getBalances(db: DbOrTx, userId: string): Promise<Balances> {
  const [row] = await balancesQuery(db).execute({ userId });
  return row ? normaliseBalances(row) : { ...ZERO_BALANCES };
}

// The balance screens call this on every load: prepared, so PostgreSQL plans the eight sums once
// per connection, not on every call (issue 8, docs/benchmarks.md).
const balancesQuery = preparedQuery((db) =>
  db
    .select(balanceSums)
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, sql.placeholder('userId')))
    .prepare('ledger_balances'),
);

/** Several members' balances in one grouped query (lists); members without entries get zeros. */
export async function balancesFor(db: DbOrTx, userIds: string[]): Promise<Map<string, Balances>> {
  const found = new Map<string, Balances>();
  if (userIds.length > 0) {
    const result = await db.execute<Record<keyof Balances, string> & { userId: string }>(sql`
      SELECT user_id AS "userId", ${sums}
        FROM ledger_entries WHERE user_id = ANY(${sql.param(userIds)}::uuid[]) GROUP BY user_id`);
    for (const { userId, ...row } of result.rows) found.set(userId, normaliseBalances(row));
  }
  return new Map(userIds.map((id) => [id, found.get(id) ?? { ...ZERO_BALANCES }]));
}

/** What is still held for one withdrawal: its hold minus its release or debit ('0' once decided). */
export async function heldForWithdrawal(db: DbOrTx, withdrawalId: string): Promise<string> {
  const result = await db.execute<{ held: string }>(sql`
    SELECT coalesce(sum(CASE kind WHEN 'WITHDRAWAL_HOLD' THEN amount ELSE -amount END), 0)::text AS held
      FROM ledger_entries WHERE withdrawal_id = ${withdrawalId}::uuid`);
  return normalizeDecimal(result.rows[0]?.held ?? '0');
}
