import { randomBytes } from 'node:crypto';
import { depositTransfers } from '../../src/features/onboarding/onboarding.tables';
import { creditTransfer } from '../../src/features/onboarding/subscription/credit-transfer';
import { parseUsdt } from '../../src/infra/chain';
import type { TestApp } from './create-test-app';

/**
 * A USDT transfer to the member's deposit address, stored as the watcher stores one (no chain in
 * these tests), not credited unless `state` says so. Returns its id.
 */
export async function storeTestTransfer(
  t: TestApp,
  userId: string,
  options: { amount?: string; creditedAt?: Date; droppedAt?: Date } = {},
): Promise<string> {
  const [transfer] = await t.db
    .insert(depositTransfers)
    .values({
      chainId: 0,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex: 0,
      blockNumber: 1n,
      blockHash: `0x${'0'.repeat(64)}`,
      token: 'test',
      fromAddress: `0x${'1'.repeat(40)}`,
      toAddress: `0x${'2'.repeat(40)}`,
      userId,
      amountUnits: parseUsdt(options.amount ?? '10').toString(),
      creditedAt: options.creditedAt,
      droppedAt: options.droppedAt,
    })
    .returning({ id: depositTransfers.id });
  return transfer!.id;
}

/**
 * A payment to the member's deposit address (storeTestTransfer) credited by onboarding's real
 * crediting at `at`: periods, profile status, activity and DIRECT rewards as for a real payment.
 * Returns the new periods (or null).
 */
export async function creditTestPayment(
  t: TestApp,
  payer: { id: string },
  options: { amount?: string; at?: Date } = {},
) {
  const id = await storeTestTransfer(t, payer.id, { amount: options.amount });
  return creditTransfer(t.db, id, options.at ?? t.clock.now(), t.app.subscriptionPaid);
}
