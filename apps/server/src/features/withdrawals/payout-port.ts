import type { WithdrawalRow } from './withdrawals.tables';

/** A manual payout's transaction as the chain shows it: mined, successful, the right transfer. */
export interface MinedPayout {
  hash: string;
  blockNumber: bigint;
  blockHash: string;
}

/**
 * What a decision needs of the payouts (features/payouts, the layer above withdrawals). The app
 * hands it to the withdrawals' routes where it is assembled (ADR 0004: a lower feature is given
 * what it needs from a higher one, it never imports it).
 */
export interface WithdrawalPayouts {
  /** Whether the payout wallet can pay (a key and a chain are configured). */
  walletConfigured: boolean;
  /** A manual payout's hash checked on the chain; throws the catalogue's PAYOUT_* refusal. */
  verifyManualPayout(withdrawal: WithdrawalRow, transactionHash: string): Promise<MinedPayout>;
  /** Moves an approved withdrawal's payout on at once (never throws: the payout job goes on). */
  advance(withdrawalId: string): Promise<void>;
}
