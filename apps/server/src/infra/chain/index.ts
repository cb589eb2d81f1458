// Chain infrastructure: the local dev chain, the test USDT token, deposit addresses and the USDT
// Transfer scanner. No database here: the onboarding watcher persists what these functions read.

/** Local Hardhat node for tests and the embedded default: start, mine, snapshot/revert, stop. */
export { startDevChain, type DevChain, type DevChainOptions } from './dev-chain';
/** Thrown when the Hardhat node cannot start; carries its last output lines. */
export { DevChainStartError } from './hardhat-process';
/** Dev-only public mnemonics and keys (insecure by design), and the dev DEPOSIT_XPUB. */
export { DEV_DEPOSIT_MNEMONIC, HARDHAT_DEV_MNEMONIC, devAccountKey, devXpubFromMnemonic } from './dev-keys';
/** Deposit addresses m/44'/60'/0'/0/i from DEPOSIT_XPUB; DepositDerivationError -> WALLET_CREATION_FAILED. */
export {
  DEPOSIT_PATH_TEMPLATE,
  DepositDerivationError,
  deriveDepositAddress,
  parseDepositXpub,
} from './deposit-address';
/** Precompiled TestUSDT (18 decimals): deploy, mint, send, balance; exact decimal-string conversions. */
export {
  USDT_DECIMALS,
  deployTestUsdt,
  formatUsdt,
  mintUsdt,
  parseUsdt,
  sendUsdt,
  usdtAbi,
  usdtBalanceOf,
  type MinedTransaction,
  type TokenTransferOptions,
} from './test-usdt';
/** USDT Transfer logs over bounded, self-adjusting eth_getLogs ranges. */
export {
  DEFAULT_SCAN_RANGE,
  ScanRangeError,
  iterateUsdtTransfers,
  scanUsdtTransfers,
  type ScanUsdtTransfersOptions,
  type TransferChunk,
  type UsdtTransfer,
} from './usdt-transfers';
/** Whether an eth_getLogs error is a "range too large" refusal (exported for the watcher's logs). */
export { isRangeRefusal } from './range-refusal';
/** Highest settled block: `finalized` tag when served, bounded by latest - lag. */
export { safeHead, type SafeHead } from './safe-head';
/** Reorganisation check of a stored (blockNumber, blockHash). */
export { verifyBlockHash, type BlockHashCheck } from './block-hash';
/** decimals() of USDT_CONTRACT checked against the 18 the product counts in. */
export { TokenDecimalsError, assertUsdtDecimals } from './token-decimals';
/** JSON-RPC client factory for BSC_RPC_URL or the dev chain. */
export { createChainClient } from './chain-client';
