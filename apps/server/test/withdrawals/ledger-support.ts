import { appendLedgerEntry, getBalances } from '../../src/features/ledger';
import { rewards } from '../../src/features/rewards/rewards.tables';
import type { Db } from '../../src/infra/db/client';

/**
 * Money for the withdrawal tests, moved through the ledger's own API: a credited reward without a
 * source member (how an admin's manual bonus is stored) and its REWARD_CREDIT entry.
 */
export async function creditReward(db: Db, userId: string, amount: string) {
  await db.transaction(async (tx) => {
    const [reward] = await tx
      .insert(rewards)
      .values({
        userId,
        sourceUserId: null,
        type: 'DIRECT',
        level: 1,
        percent: '100',
        masterAmount: amount,
        rewardAmount: amount,
        cycle: 1,
        status: 'CREDITED',
      })
      .returning({ id: rewards.id });
    if (!reward) throw new Error('reward insert returned nothing');
    await appendLedgerEntry(tx, {
      kind: 'REWARD_CREDIT',
      rewardType: 'DIRECT',
      rewardId: reward.id,
      userId,
      amount,
    });
  });
}

/** The four pots of the ledger identity, as decimal strings. */
export async function ledgerBalances(db: Db, userId: string) {
  const b = await getBalances(db, userId);
  return { earned: b.totalEarned, available: b.available, held: b.held, withdrawn: b.withdrawn };
}

/** A hold released outside the review (a manual correction): the review must notice. */
export async function releaseHold(db: Db, userId: string, withdrawalId: string, amount: string) {
  await db.transaction((tx) => appendLedgerEntry(tx, { kind: 'HOLD_RELEASE', userId, withdrawalId, amount }));
}
