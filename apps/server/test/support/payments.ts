import { randomBytes } from 'node:crypto';
import { depositTransfers } from '../../src/features/onboarding/onboarding.tables';
import { creditTransfer } from '../../src/features/onboarding/subscription/credit-transfer';
import { parseUsdt } from '../../src/infra/chain';
import type { TestApp } from './create-test-app';

/**
 * A payment to the member's deposit address, stored as the watcher would store a transfer (no
 * chain in these tests) and credited by onboarding's real crediting at `at`: periods, profile
 * status, activity and DIRECT rewards as for a real payment. Returns the new periods (or null).
 */
export async function creditTestPayment(
  t: TestApp,
  payer: { id: string },
  options: { amount?: string; at?: Date } = {},
) {
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
      userId: payer.id,
      amountUnits: parseUsdt(options.amount ?? '10').toString(),
    })
    .returning({ id: depositTransfers.id });
  return creditTransfer(t.db, transfer!.id, options.at ?? t.clock.now(), t.app.subscriptionPaid);
}
