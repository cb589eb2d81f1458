import { getAddress, zeroAddress } from 'viem';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { withdrawalsRepository as repo } from './withdrawals.repository';

/**
 * Where money may go. The contract already checked the EIP-55 form; here: never the zero address
 * (burned), never one of our own deposit addresses (it would loop back as a payment), and never
 * an address tied to another member's pending withdrawal (one payout address, one claimant).
 */
export async function assertDestinationAllowed(tx: Tx, userId: string, address: string) {
  await assertNotOwnOrBurned(tx, address);
  if (await repo.addressPendingForOther(tx, userId, address)) throw new AppError('WALLET_ADDRESS_IN_USE');
}

/** Never the zero address, never one of our deposit addresses (checked before an address enters a book). */
export async function assertNotOwnOrBurned(tx: Tx, address: string) {
  if (getAddress(address) === zeroAddress || (await repo.isDepositAddress(tx, address))) {
    throw new AppError('INVALID_WALLET_ADDRESS');
  }
}
