import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { formatUsdt } from '../../../infra/chain';
import type { DbOrTx } from '../../../infra/db/client';
import { readSetting } from '../../settings/settings.repository';
import { subscriptionPeriods } from '../onboarding.schema';
import { unusedCreditUnits } from './apply-payments';

export interface SubscriptionStatus {
  paid: boolean;
  /** When the running period was paid; null while unpaid. */
  timestamp: Date | null;
  /** USDT counted towards the running period: its fee when paid, else the credit collected so far. */
  amountReceived: string;
  /** The fee now (decimal string, USDT). */
  fee: string;
  periodEndsAt: Date | null;
}

/** The member's subscription at `now`, from the periods table (an ended period is unpaid again). */
export async function readSubscriptionStatus(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<SubscriptionStatus> {
  const fee = await readSetting(db, 'subscriptionFee');
  const [running] = await db
    .select()
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.userId, userId),
        lte(subscriptionPeriods.startsAt, now),
        gt(subscriptionPeriods.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptionPeriods.periodNumber))
    .limit(1);
  if (running) {
    return {
      paid: true,
      timestamp: running.paidAt,
      amountReceived: running.amountUsdt,
      fee,
      periodEndsAt: running.endsAt,
    };
  }
  const credit = await unusedCreditUnits(db, userId);
  return { paid: false, timestamp: null, amountReceived: formatUsdt(credit), fee, periodEndsAt: null };
}
