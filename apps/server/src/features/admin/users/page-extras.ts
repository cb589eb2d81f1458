import { count, desc, inArray } from 'drizzle-orm';
import { type DbOrTx, readAll } from '../../../infra/db/client';
import { referralPaths } from '../../network/network.tables';
import { subscriptionPeriods } from '../../onboarding/onboarding.tables';
import { type MoneyTotals, moneyTotalsFor } from '../shared/member-money';

/** What a list row shows beside the account itself, for a whole page of accounts at once. */
export interface PageExtras {
  money: Map<string, MoneyTotals>;
  /** Members at levels 1-15 below each account. */
  referrals: Map<string, number>;
  /** The latest paid period of each account: its fee and when it was paid. */
  subscriptions: Map<string, { amount: string; paidAt: Date }>;
}

/** A few grouped queries for the page's ids (never one query per row). */
export async function pageExtras(db: DbOrTx, ids: string[]): Promise<PageExtras> {
  if (ids.length === 0) return { money: new Map(), referrals: new Map(), subscriptions: new Map() };
  const [money, referralRows, subscriptionRows] = await readAll(db, [
    () => moneyTotalsFor(db, ids),
    () =>
      db
        .select({ id: referralPaths.ancestorId, n: count() })
        .from(referralPaths)
        .where(inArray(referralPaths.ancestorId, ids))
        .groupBy(referralPaths.ancestorId),
    () =>
      db
        .selectDistinctOn([subscriptionPeriods.userId], {
          id: subscriptionPeriods.userId,
          amount: subscriptionPeriods.amountUsdt,
          paidAt: subscriptionPeriods.paidAt,
        })
        .from(subscriptionPeriods)
        .where(inArray(subscriptionPeriods.userId, ids))
        .orderBy(subscriptionPeriods.userId, desc(subscriptionPeriods.periodNumber)),
  ]);
  return {
    money,
    referrals: new Map(referralRows.map((r) => [r.id, r.n])),
    subscriptions: new Map(subscriptionRows.map((r) => [r.id, { amount: r.amount, paidAt: r.paidAt }])),
  };
}
