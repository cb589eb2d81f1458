import { and, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { USDT_DECIMALS } from '../../../infra/chain';
import { adminSummary } from '../admin.tables';
import { amountOf, countOf, keyIn } from '../summaries/admin-summary';
import { startOfUtcDay } from './overall-stats';

const DAY_MS = 86_400_000;

/**
 * The charts' figures per UTC day (YYYY-MM-DD) since `since`, in one read of the per-day
 * summaries (ADR 0018): sign-ups (live members), subscription payments, rewards distributed
 * (credited or locked), deposits credited to members' deposit addresses (a transfer dropped by a
 * reorganisation never counts; token units turned into USDT) and withdrawals paid out (the
 * ledger's WITHDRAWAL_DEBIT, written when a payout is confirmed). Exact decimal text.
 */
async function figuresPerDay(db: DbOrTx, since: Date) {
  const of = (metric: string, keys?: string[]) =>
    keys
      ? sql`${adminSummary.metric} = ${metric} and ${keyIn(keys)}`
      : sql`${adminSummary.metric} = ${metric}`;
  const day = sql<string>`to_char(${adminSummary.bucket} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      signups: countOf(of('joined', ['member'])),
      payments: countOf(of('payments')),
      paymentsAmount: amountOf(of('payments')),
      rewardsAmount: amountOf(of('ledger', ['REWARD_CREDIT', 'REWARD_LOCKED'])),
      deposits: countOf(of('deposits')),
      depositsAmount: sql<string>`trim_scale(${amountOf(of('deposits'))}::numeric / power(10::numeric, ${USDT_DECIMALS}))::text`,
      payouts: countOf(of('ledger', ['WITHDRAWAL_DEBIT'])),
      payoutsAmount: amountOf(of('ledger', ['WITHDRAWAL_DEBIT'])),
    })
    .from(adminSummary)
    .where(
      and(
        inArray(adminSummary.metric, ['joined', 'payments', 'ledger', 'deposits']),
        gte(adminSummary.bucket, since),
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r]));
}

/**
 * `GET /users/admin/charts`: sign-ups (members), subscription payments (count and USDT) and
 * rewards credited per UTC day over the last `days` days, today included, oldest first; days
 * without any are zeros. `cashFlow` gives deposits and payouts over the same days.
 */
export async function adminCharts(deps: { db: DbOrTx; now: () => Date }, days: number) {
  const since = new Date(startOfUtcDay(deps.now()).getTime() - (days - 1) * DAY_MS);
  const figures = await figuresPerDay(deps.db, since);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  // A day's figure with no rows of its own is a zero, as before (the sums' text is '0').
  const money = (n: number, amount: string | undefined) => (n > 0 && amount ? amount : '0');
  return {
    days: dates.map((date) => {
      const f = figures.get(date);
      return {
        date,
        signups: f?.signups ?? 0,
        payments: f?.payments ?? 0,
        paymentsAmount: money(f?.payments ?? 0, f?.paymentsAmount),
        rewardsAmount: f?.rewardsAmount ?? '0',
      };
    }),
    cashFlow: dates.map((date) => {
      const f = figures.get(date);
      return {
        date,
        deposits: f?.deposits ?? 0,
        depositsAmount: money(f?.deposits ?? 0, f?.depositsAmount),
        payouts: f?.payouts ?? 0,
        payoutsAmount: money(f?.payouts ?? 0, f?.payoutsAmount),
      };
    }),
  };
}
