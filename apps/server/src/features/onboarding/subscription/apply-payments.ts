import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { formatUsdt, parseUsdt } from '../../../infra/chain';
import type { DbOrTx, Tx } from '../../../infra/db/client';
import { users } from '../../accounts/accounts.schema';
import { readSetting } from '../../settings/settings.repository';
import { depositTransfers, subscriptionPeriods } from '../onboarding.schema';
import { emitSubscriptionPaid } from '../subscription-events';

const DAY_MS = 86_400_000;

/**
 * Turns a member's credited USDT into paid periods. Credited transfers add up; what periods have
 * not used yet (the credit) pays the next period whenever it reaches the fee: a member without a
 * running period starts one now, a member paying ahead gets the next one from the end of the last.
 * So partial payments add up and an overpayment is kept towards the next period, never lost.
 * Each new period records its fee, sets the account's denormalised status and emits
 * `onSubscriptionPaid` in the caller's transaction. The caller holds the account's row lock.
 * Returns the numbers of the new periods.
 */
export async function applySubscriptionPayments(tx: Tx, userId: string, now: Date): Promise<number[]> {
  const feeUnits = parseUsdt(await readSetting(tx, 'subscriptionFee'));
  if (feeUnits <= 0n) return []; // a zero fee has nothing to pay; never loop on it
  let credit = await unusedCreditUnits(tx, userId);
  if (credit < feeUnits) return [];

  const periodDays = await readSetting(tx, 'subscriptionPeriodDays');
  const [last] = await tx
    .select({ periodNumber: subscriptionPeriods.periodNumber, endsAt: subscriptionPeriods.endsAt })
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.userId, userId))
    .orderBy(desc(subscriptionPeriods.periodNumber))
    .limit(1);
  const runningEnd = last !== undefined && last.endsAt > now ? last.endsAt : null;
  const wasPaid = runningEnd !== null;
  let number = last?.periodNumber ?? 0;
  let endsAt = runningEnd ?? now;
  const feeAmount = formatUsdt(feeUnits);
  const created: number[] = [];

  while (credit >= feeUnits) {
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
    await emitSubscriptionPaid(tx, { userId, periodNumber: number, feeAmount });
    credit -= feeUnits;
    created.push(number);
  }

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

/** Credited transfer units minus what the member's periods cost (exact numeric arithmetic). */
export async function unusedCreditUnits(tx: DbOrTx, userId: string): Promise<bigint> {
  const received = tx
    .select({ units: sql`COALESCE(SUM(${depositTransfers.amountUnits}), 0)` })
    .from(depositTransfers)
    .where(and(eq(depositTransfers.userId, userId), isNotNull(depositTransfers.creditedAt)));
  const used = tx
    .select({ units: sql`COALESCE(SUM(${subscriptionPeriods.amountUsdt} * 1e18), 0)` })
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.userId, userId));
  const { rows } = await tx.execute<{ units: string }>(
    sql`SELECT ((${received}) - (${used}))::numeric(78,0)::text AS units`,
  );
  return BigInt(rows[0]?.units ?? '0');
}
