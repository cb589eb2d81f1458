// The exchange's agent API: a signed client, and a local simulator for the embedded default and tests.
// Decisions and rules: ./README.md

/** Signed client: `createExchangeClient({ baseUrl, apiKey, apiSecret, timeoutMs?, fetch?, now? })`. */
export {
  createExchangeClient,
  type ExchangeClient,
  type ExchangeClientOptions,
} from './client/create-exchange-client';
/** Normalised answer of inviteRelationCheck: UIDs as digit strings, balance as exact decimal text. */
export { isExchangeUid, type InviteRelation } from './client/invite-relation-check';
/** The onboarding rule (invited, KYC, ≥ 100 USDT) as a pure function, and its result codes. */
export { eligibilityOf, MIN_BALANCE_USDT, type UidEligibility } from './client/check-uid-eligibility';
/** Commission rows and ranges (YYYYMMDD days, UTC, both ends included). */
export {
  planCommissionWindows,
  type CommissionQuery,
  type CommissionRow,
  type DayRange,
} from './client/commission-data';
/** Copy-trading commission summed per UID, exactly. */
export { sumCopyTradingProfit, type CopyTradingProfit } from './client/copy-trading-profit';
/** The earnings-lock compliance rule (invited, ≥ 100 USDT, copy trading in the last 30 days). */
export {
  COPY_ACTIVITY_DAYS,
  type ComplianceStatus,
  type NonComplianceReason,
} from './client/compliance-status';
/** ExchangeError (the exchange refused: `code`, `kind`), ExchangeUnavailableError (timeout, network, unreadable). */
export {
  CommissionRangeError,
  ExchangeError,
  ExchangeUnavailableError,
  type ExchangeErrorKind,
  type ExchangeUnavailableReason,
} from './errors';
/** The exchange's paths and answer codes. */
export {
  COMMISSION_DATA_LIST_PATH,
  EXCHANGE_CODES,
  INVITE_RELATION_CHECK_PATH,
} from './shared/api-constants';
/** The signing string and signature, as the exchange computes them. */
export { buildSignedQuery, buildSigningString, signString } from './shared/sign';
/** JSON reading that keeps big integers exact (numbers kept as source text). */
export { JsonNumber, parseLosslessJson, stringifyWithBigInts } from './shared/lossless-json';
/** Local simulator: `startExchangeSimulator({ port?, apiKey, apiSecret, allowedIps?, now? })` -> { url, state, stop() }. */
export {
  startExchangeSimulator,
  type ExchangeSimulator,
  type ExchangeSimulatorOptions,
} from './simulator/start-exchange-simulator';
/** The simulator's UID rules, as text for the onboarding screen and as a list of lines. */
export {
  SIMULATOR_AGENT_UID,
  SIMULATOR_RULE_LINES,
  SIMULATOR_RULES,
  type SimAccount,
} from './simulator/rules';
export { SimulatorState, type SimCommissionDay } from './simulator/state';
