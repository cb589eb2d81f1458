import { getAddress } from 'viem';
import { placeConfirmedAddress } from '../../src/features/wallet-addresses';
import type { TestApp } from './create-test-app';

const DAY = 86_400_000;

/**
 * Puts `address` into the member's withdrawal address book as confirmed two days ago (by the
 * test clock), so its 24-hour wait is over and withdrawals to it go through the spec's flow
 * (ADR 0012). Tests of the address book itself add addresses through the calls instead.
 */
export async function addUsableAddress(t: TestApp, userId: string, address: string): Promise<string> {
  const checksummed = getAddress(address.toLowerCase());
  await placeConfirmedAddress(t.db, {
    userId,
    address: checksummed,
    confirmedAt: new Date(t.clock.now().getTime() - 2 * DAY),
  });
  return address;
}
