import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { formatUsdt, parseUsdt } from '../../../infra/chain';
import type { DbOrTx, Tx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { recordActivity } from '../../activity';
import { readSetting } from '../../settings';
import {
  depositRefunds,
  depositTransfers,
  subscriptionCreditHolds,
  subscriptionPeriods,
} from '../onboarding.tables';
import type { SubscriptionPaidHook } from '../subscription-events';

const DAY_MS = 86_400_000;
/** A held credit is looked at again at least this often: the fee and the cap are settings. */
export const HOLD_RECHECK_MS = 3_600_000;

/**
 * Turns a member's credited USDT into paid periods. Credited transfers add up; what periods have
 * not used yet (the credit) pays the next period whenever it reaches the fee: a member without a
 * running period starts one now, a member paying ahead gets the next one from the end of the last.
 * So partial payments add up and an overpayment is kept towards the next period, never lost.
 *
 * A member has at most `subscriptionMaxPeriodsAhead` periods paid and not ended (the running one
 * included). Credit the cap holds back stays the member's (a row in `subscription_credit_holds`
 * says so and when to look again); a later call, once a period has ended, pays on from it.
 *
 * Each new period records its fee and a `subscription` activity event, sets the account's
 * denormalised status and emits `subscriptionPaid`, all in the caller's transaction. The caller
 * holds the account's row lock. Returns the numbers of the new periods.
 */
export async function applySubscriptionPayments(
  tx: Tx,
  userId: string,
  now: Date,
  subscriptionPaid: SubscriptionPaidHook,
): Promise<number[]> {
  const feeUnits = parseUsdt(await readSetting(tx, 'subscriptionFee'));
  if (feeUnits <= 0n) return []; // a zero fee has nothing to pay; never loop on it
  let credit = await unusedCreditUnits(tx, userId);
  if (credit < feeUnits) {
    await releaseHold(tx, userId);
    return [];
  }

  const periodDays = await readSetting(tx, 'subscriptionPeriodDays');
  const maxAhead = await readSetting(tx, 'subscriptionMaxPeriodsAhead');
  const [last] = await tx
    .select({ periodNumber: subscriptionPeriods.periodNumber, endsAt: subscriptionPeriods.endsAt })
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.userId, userId))
    .orderBy(desc(subscriptionPeriods.periodNumber))
    .limit(1);
  // Periods paid and not ended, earliest end first: the running one and those paid ahead.
  const open = await tx
    .select({ endsAt: subscriptionPeriods.endsAt })
    .from(subscriptionPeriods)
    .where(and(eq(subscriptionPeriods.userId, userId), gt(subscriptionPeriods.endsAt, now)))
    .orderBy(asc(subscriptionPeriods.endsAt));
  const runningEnd = last !== undefined && last.endsAt > now ? last.endsAt : null;
  const wasPaid = runningEnd !== null;
  let number = last?.periodNumber ?? 0;
  let endsAt = runningEnd ?? now;
  const feeAmount = formatUsdt(feeUnits);
  const created: number[] = [];

  for (let openCount = open.length; credit >= feeUnits && openCount < maxAhead; openCount++) {
    const startsAt = endsAt;
    endsAt = new Date(startsAt.getTime() + periodDays * DAY_MS);
    number += 1;
    await tx.insert(subscriptionPeriods).values({
      userId,
      periodNumber: number,
      startsAt,
      endsAt,
      paidAt: now,
      amountUsdt: feeAmount,
    });
    await recordActivity(tx, {
      userId,
      type: 'subscription',
      details: { amount: feeAmount, periodNumber: number, startsAt, expiresAt: endsAt },
      at: now,
    });
    await subscriptionPaid.emit(tx, { userId, periodNumber: number, feeAmount });
    credit -= feeUnits;
    created.push(number);
    open.push({ endsAt });
  }

  if (credit >= feeUnits) {
    // The cap holds the rest back: look again when the earliest open period ends (a place frees).
    const nextEnd = open[0]!.endsAt.getTime();
    await holdCredit(tx, userId, new Date(Math.min(nextEnd, now.getTime() + HOLD_RECHECK_MS)), now);
  } else {
    await releaseHold(tx, userId);
  }
  if (created.length === 0) return created;

  // The profile reads these: paid while expires_at is ahead; paid_at is the running period's.
  await tx
    .update(users)
    .set({
      subscriptionExpiresAt: endsAt,
      ...(wasPaid ? {} : { subscriptionPaidAt: now }),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return created;
}

async function holdCredit(tx: Tx, userId: string, recheckAt: Date, now: Date) {
  await tx
    .insert(subscriptionCreditHolds)
    .values({ userId, recheckAt, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptionCreditHolds.userId, set: { recheckAt, updatedAt: now } });
}

async function releaseHold(tx: Tx, userId: string) {
  await tx.delete(subscriptionCreditHolds).where(eq(subscriptionCreditHolds.userId, userId));
}

/** Token units a member's deposits came to: credited, used by periods, refunded, and the credit left. */
export interface DepositTotals {
  credited: bigint;
  used: bigint;
  refunded: bigint;
  credit: bigint;
}

/**
 * Credited transfers, what the member's periods cost, what admins refunded, and the credit left
 * (credited - used - refunded; exact numeric arithmetic).
 */
export async function depositTotals(db: DbOrTx, userId: string): Promise<DepositTotals> {
  const received = db
    .select({ units: sql`COALESCE(SUM(${depositTransfers.amountUnits}), 0)` })
    .from(depositTransfers)
    .where(and(eq(depositTransfers.userId, userId), isNotNull(depositTransfers.creditedAt)));
  const used = db
    .select({ units: sql`COALESCE(SUM(${subscriptionPeriods.amountUsdt} * 1e18), 0)` })
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.userId, userId));
  const refunded = db
    .select({ units: sql`COALESCE(SUM(${depositRefunds.amountUnits}), 0)` })
    .from(depositRefunds)
    .where(eq(depositRefunds.userId, userId));
  const { rows } = await db.execute<{ credited: string; used: string; refunded: string }>(
    sql`SELECT (${received})::numeric(78,0)::text AS credited, (${used})::numeric(78,0)::text AS used,
      (${refunded})::numeric(78,0)::text AS refunded`,
  );
  const credited = BigInt(rows[0]?.credited ?? '0');
  const spent = BigInt(rows[0]?.used ?? '0');
  const back = BigInt(rows[0]?.refunded ?? '0');
  return { credited, used: spent, refunded: back, credit: credited - spent - back };
}

/** Credited transfer units minus what the member's periods cost and what was refunded. */
export async function unusedCreditUnits(db: DbOrTx, userId: string): Promise<bigint> {
  return (await depositTotals(db, userId)).credit;
}
