import { eq } from 'drizzle-orm';
import { confirmPayout } from '../../src/features/payouts/settle-payout';
import { withdrawals } from '../../src/features/withdrawals/withdrawals.tables';
import type { TestApp } from './create-test-app';

/**
 * For tests about lists, exports and figures (not about payouts): an APPROVED withdrawal whose
 * payout is settled, as a verified hash and the settlement leave it. The hash is written as an
 * accepted manual payout would record it (BROADCAST with its block), then the real confirmation
 * turns the hold into the debit. Payouts themselves are tested on the local chain (test/payouts).
 */
export async function settleAsPaid(t: TestApp, withdrawalId: string, hash?: string) {
  const txHash = (hash ?? `0x${withdrawalId.replaceAll('-', '').padEnd(64, 'a')}`).toLowerCase();
  const block = { blockNumber: 1n, blockHash: `0x${'b'.repeat(64)}` };
  const updated = await t.db
    .update(withdrawals)
    .set({
      payoutStatus: 'BROADCAST',
      payoutMethod: 'MANUAL',
      transactionHash: txHash,
      payoutBlockNumber: block.blockNumber,
      payoutBlockHash: block.blockHash,
    })
    .where(eq(withdrawals.id, withdrawalId))
    .returning();
  if (updated[0]?.status !== 'APPROVED') throw new Error(`withdrawal ${withdrawalId} is not APPROVED`);
  const confirmed = await confirmPayout(
    { db: t.db, now: t.clock.now, appUrl: t.config.appUrl, chain: null, wallet: null },
    withdrawalId,
    { hash: txHash, ...block },
  );
  if (!confirmed) throw new Error(`withdrawal ${withdrawalId} was not confirmed`);
  return txHash;
}
