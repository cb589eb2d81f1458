import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { notifyLive } from '../../../infra/live/live-notify';
import { lockUserForMoney } from '../../ledger';
import { depositTransfers } from '../onboarding.tables';
import type { SubscriptionPaidHook } from '../subscription-events';
import { applySubscriptionPayments } from './apply-payments';

/**
 * Credits one stored transfer to its member, exactly once: under the account's row lock, the
 * transfer is marked credited and the subscription updated in one transaction. A transfer already
 * credited (by another instance, or a refresh) or dropped is left alone. Returns the new periods,
 * or null when nothing was credited.
 */
export async function creditTransfer(
  db: Db,
  transferId: string,
  now: Date,
  subscriptionPaid: SubscriptionPaidHook,
): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    const [transfer] = await tx
      .select({ userId: depositTransfers.userId })
      .from(depositTransfers)
      .where(eq(depositTransfers.id, transferId));
    if (!transfer) return null;
    // The member's money lock makes one credit at a time per member (sums and periods stay consistent).
    await lockUserForMoney(tx, transfer.userId);
    const [credited] = await tx
      .update(depositTransfers)
      .set({ creditedAt: now, retryAt: null })
      .where(
        and(
          eq(depositTransfers.id, transferId),
          isNull(depositTransfers.creditedAt),
          isNull(depositTransfers.droppedAt),
        ),
      )
      .returning({ id: depositTransfers.id });
    if (!credited) return null;
    const periods = await applySubscriptionPayments(tx, transfer.userId, now, subscriptionPaid);
    // Leaves at commit: the member's onboarding page turns green by itself (ADR 0015).
    await notifyLive(tx, { k: 'payment', u: transfer.userId });
    return periods;
  });
}

/** Marks a stored transfer whose block was reorganised away: it is never credited. */
export async function dropTransfer(db: Db, transferId: string, now: Date): Promise<void> {
  await db
    .update(depositTransfers)
    .set({ droppedAt: now })
    .where(and(eq(depositTransfers.id, transferId), isNull(depositTransfers.creditedAt)));
}
