import type { Address, LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { PayoutWalletSource } from '../../../config';
import { readKeystoreFile } from './keystore';

/**
 * The payout wallet: an account that signs locally. The private key lives only inside viem's
 * account (it has no property holding it) and is never logged, stored or sent anywhere.
 */
export interface PayoutWallet {
  account: LocalAccount;
  address: Address;
}

/** Opens the configured key (PAYOUT_PRIVATE_KEY, or PAYOUT_KEYSTORE with its password). */
export async function openPayoutWallet(source: PayoutWalletSource): Promise<PayoutWallet> {
  const privateKey =
    source.kind === 'private-key' ? source.privateKey : await readKeystoreFile(source.path, source.password);
  const account = privateKeyToAccount(privateKey);
  return { account, address: account.address };
}
