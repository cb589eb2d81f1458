// Onboarding: deposit addresses, the deposit watcher, subscription periods, the exchange link, the deposits pages.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { assignDepositAddress, ensureDepositAddress } from './deposit-address';
export { ChainReadError, type DepositChain, depositChainFromConfig, lagOf, readChain } from './deposit-chain';
export { onboardingPlugin } from './onboarding.plugin';
export {
  createSubscriptionPaidHook,
  type SubscriptionPaidEvent,
  type SubscriptionPaidHandler,
  type SubscriptionPaidHook,
} from './subscription-events';
export { creditTransfer } from './subscription/credit-transfer';
export { loadDepositOwners } from './watcher/deposit-owners';
