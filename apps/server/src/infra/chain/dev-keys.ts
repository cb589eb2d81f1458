import { toHex, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

// INSECURE, DEVELOPMENT ONLY. Both mnemonics below are public: anything sent on a real network to an
// address they control can be taken by anyone. Never use them with a real BSC_RPC_URL.

/** Hardhat's default mnemonic: the dev chain's funded accounts (m/44'/60'/0'/0/i). */
export const HARDHAT_DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * Mnemonic of the embedded default's deposit addresses. Deliberately not Hardhat's, so that a
 * member's deposit address is never one of the dev chain's funded sender accounts.
 */
export const DEV_DEPOSIT_MNEMONIC =
  'peace circle fence marble gap swim kitchen ceiling electric delay nasty fire';

/** Private key of the dev chain's funded account `index` (account 0 deploys the test token). */
export function devAccountKey(index = 0): Hex {
  const privateKey = mnemonicToAccount(HARDHAT_DEV_MNEMONIC, { addressIndex: index }).getHdKey().privateKey;
  if (!privateKey) throw new Error('mnemonic account without a private key');
  return toHex(privateKey);
}

/**
 * The xpub of m/44'/60'/0'/0 for a mnemonic: the DEPOSIT_XPUB form that `deriveDepositAddress` expects.
 * Dev and tests only; production configures an xpub exported from a wallet that keeps the keys.
 */
export function devXpubFromMnemonic(mnemonic: string = DEV_DEPOSIT_MNEMONIC): string {
  return mnemonicToAccount(mnemonic, { path: "m/44'/60'/0'/0" }).getHdKey().publicExtendedKey;
}
