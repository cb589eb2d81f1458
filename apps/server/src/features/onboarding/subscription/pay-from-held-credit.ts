import { asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { isDatabaseUnavailable } from '../../../infra/db/pg-errors';
import { lockUserForMoney } from '../../ledger';
import { subscriptionCreditHolds } from '../onboarding.tables';
import type { SubscriptionPaidHook } from '../subscription-events';
import { applySubscriptionPayments, HOLD_RECHECK_MS } from './apply-payments';
import { describeCreditFailure } from './set-aside-transfer';

const BATCH = 200;

/**
 * Pays on from credit the cap on periods paid ahead held back, for the members whose hold is due
 * (their running period ended, or the hourly look, since the fee and the cap may have changed).
 * Each member in a transaction of their own under their row lock, as a transfer's crediting; one
 * that fails is looked at again in an hour and the others go on. Returns the periods paid.
 */
export async function payFromHeldCredit(deps: {
  db: Db;
  now: () => Date;
  subscriptionPaid: SubscriptionPaidHook;
  log?: { error(obj: object, msg: string): void };
}): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({ userId: subscriptionCreditHolds.userId })
    .from(subscriptionCreditHolds)
    .where(lte(subscriptionCreditHolds.recheckAt, now))
    .orderBy(asc(subscriptionCreditHolds.recheckAt))
    .limit(BATCH);
  let periodsPaid = 0;
  for (const { userId } of due) {
    try {
      periodsPaid += await deps.db.transaction(async (tx) => {
        await lockUserForMoney(tx, userId);
        return (await applySubscriptionPayments(tx, userId, now, deps.subscriptionPaid)).length;
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      const failure = describeCreditFailure(error);
      deps.log?.error({ userId, failure }, 'held subscription credit could not pay a period');
      await deps.db
        .update(subscriptionCreditHolds)
        .set({ recheckAt: new Date(now.getTime() + HOLD_RECHECK_MS), updatedAt: now })
        .where(eq(subscriptionCreditHolds.userId, userId));
    }
  }
  return periodsPaid;
}
