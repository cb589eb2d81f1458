import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { subscriptionPeriods } from '../../onboarding/onboarding.tables';
import { rewardsPerDay } from '../shared/member-money';
import { cashFlowPerDay } from './cash-flow';
import { startOfUtcDay } from './overall-stats';

const DAY_MS = 86_400_000;
const dayOf = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * `GET /users/admin/charts`: sign-ups (members), subscription payments (count and USDT) and
 * rewards credited per UTC day over the last `days` days, today included, oldest first; days
 * without any are zeros. `cashFlow` gives deposits and payouts over the same days.
 */
export async function adminCharts(deps: { db: DbOrTx; now: () => Date }, days: number) {
  const { db } = deps;
  const since = new Date(startOfUtcDay(deps.now()).getTime() - (days - 1) * DAY_MS);
  const signupDay = dayOf(users.createdAt);
  const paymentDay = dayOf(subscriptionPeriods.paidAt);
  const [signups, payments, rewards, cash] = await Promise.all([
    db
      .select({ day: signupDay, n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(and(gte(users.createdAt, since), eq(users.isAdmin, false), isNull(users.deletedAt)))
      .groupBy(signupDay),
    db
      .select({
        day: paymentDay,
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<string>`sum(${subscriptionPeriods.amountUsdt})::text`,
      })
      .from(subscriptionPeriods)
      .where(gte(subscriptionPeriods.paidAt, since))
      .groupBy(paymentDay),
    rewardsPerDay(db, since),
    cashFlowPerDay(db, since),
  ]);
  const signupsBy = new Map(signups.map((r) => [r.day, r.n]));
  const paymentsBy = new Map(payments.map((r) => [r.day, r]));
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return {
    days: dates.map((date) => ({
      date,
      signups: signupsBy.get(date) ?? 0,
      payments: paymentsBy.get(date)?.n ?? 0,
      paymentsAmount: paymentsBy.get(date)?.amount ?? '0',
      rewardsAmount: rewards.get(date) ?? '0',
    })),
    cashFlow: dates.map((date) => ({
      date,
      deposits: cash.deposits.get(date)?.n ?? 0,
      depositsAmount: cash.deposits.get(date)?.amount ?? '0',
      payouts: cash.payouts.get(date)?.n ?? 0,
      payoutsAmount: cash.payouts.get(date)?.amount ?? '0',
    })),
  };
}
