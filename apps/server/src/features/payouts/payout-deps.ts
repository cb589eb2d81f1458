import type { Db } from '../../infra/db/client';
import type { PayoutChain } from './payout-chain';
import type { PayoutWallet } from './wallet/payout-wallet';

/** What the payout use cases need; `chain` and `wallet` are null when not configured. */
export interface PayoutDeps {
  db: Db;
  now: () => Date;
  appUrl: string;
  chain: PayoutChain | null;
  wallet: PayoutWallet | null;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Sends queued e-mails at once (ctx.mail.wake). */
  mail?: { wake(): void };
}

/** A wallet transaction not mined this long after it was signed is replaced at its nonce with a higher fee. */
export const REPLACE_AFTER_MS = 3 * 60_000;
/** A manual payout's transaction missing from the chain this long FAILS (the admin may give another). */
export const MANUAL_MISSING_FAIL_MS = 60 * 60_000;
/** A wallet nonce used by a transaction the platform did not sign, seen this long, FAILS the payout. */
export const FOREIGN_NONCE_FAIL_MS = 10 * 60_000;
/** Gas limit of a payout (a token transfer costs about 35,000-60,000). */
export const PAYOUT_GAS_LIMIT = 100_000n;
