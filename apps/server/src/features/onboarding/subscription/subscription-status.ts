import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { formatUsdt } from '../../../infra/chain';
import type { DbOrTx } from '../../../infra/db/client';
import { readSetting } from '../../settings';
import { subscriptionPeriods } from '../onboarding.tables';
import { depositTotals } from './apply-payments';

export interface SubscriptionStatus {
  paid: boolean;
  /** When the running period was paid; null while unpaid. */
  timestamp: Date | null;
  /** USDT counted towards the running period: its fee when paid, else the credit collected so far. */
  amountReceived: string;
  /** The fee now (decimal string, USDT). */
  fee: string;
  periodEndsAt: Date | null;
  /** When the last paid period ends (paid ahead: after periodEndsAt); null while unpaid. */
  paidUntil: Date | null;
  /** Every USDT credited from the member's deposits (exact decimal string). */
  received: string;
  /** What periods have not used, kept for the next ones (exact decimal string). */
  credit: string;
  /** Credit an admin sent back (exact decimal string). */
  refunded: string;
}

/** The member's subscription at `now`, from the periods table (an ended period is unpaid again). */
export async function readSubscriptionStatus(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<SubscriptionStatus> {
  const fee = await readSetting(db, 'subscriptionFee');
  const totals = await depositTotals(db, userId);
  const deposits = {
    received: formatUsdt(totals.credited),
    credit: formatUsdt(totals.credit),
    refunded: formatUsdt(totals.refunded),
  };
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
    const [last] = await db
      .select({ endsAt: subscriptionPeriods.endsAt })
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.userId, userId))
      .orderBy(desc(subscriptionPeriods.periodNumber))
      .limit(1);
    return {
      paid: true,
      timestamp: running.paidAt,
      amountReceived: running.amountUsdt,
      fee,
      periodEndsAt: running.endsAt,
      paidUntil: last?.endsAt ?? running.endsAt,
      ...deposits,
    };
  }
  return {
    paid: false,
    timestamp: null,
    amountReceived: deposits.credit,
    fee,
    periodEndsAt: null,
    paidUntil: null,
    ...deposits,
  };
}
