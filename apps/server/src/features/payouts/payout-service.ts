import { inArray, asc } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../infra/db/client';
import { isDatabaseUnavailable } from '../../infra/db/pg-errors';
import { ChainReadError, depositChainFromConfig } from '../onboarding';
import { type WithdrawalPayouts, withdrawalsRepository } from '../withdrawals';
import { withdrawals } from '../withdrawals/withdrawals.tables';
import { verifyManualPayout } from './manual-payout';
import type { PayoutDeps } from './payout-deps';
import { checkBroadcastPayout } from './settle-payout';
import { openPayoutWallet } from './wallet/payout-wallet';
import { payFromWallet } from './wallet/pay-from-wallet';

/**
 * The payouts as the rest of the app uses them: their dependencies, and what a withdrawal's
 * decision needs of them (`WithdrawalPayouts`: the wallet's presence, a hash checked on the chain,
 * the step after an approval).
 */
export interface PayoutService extends WithdrawalPayouts {
  deps: PayoutDeps;
}

export interface PayoutServiceInput {
  config: Config;
  db: Db;
  now: () => Date;
  log?: PayoutDeps['log'];
  mail?: { wake(): void };
}

/** The payouts' dependencies from the configuration: the chain, and the wallet (its key decrypted once). */
export async function openPayoutDeps(input: PayoutServiceInput): Promise<PayoutDeps> {
  const { config } = input;
  const chain = depositChainFromConfig(config);
  const wallet = config.payoutWallet && chain ? await openPayoutWallet(config.payoutWallet) : null;
  return {
    db: input.db,
    now: input.now,
    appUrl: config.appUrl,
    chain,
    wallet,
    ...(input.log ? { log: input.log } : {}),
    ...(input.mail ? { mail: input.mail } : {}),
  };
}

export async function createPayoutService(input: PayoutServiceInput): Promise<PayoutService> {
  return payoutService(await openPayoutDeps(input));
}

export function payoutService(deps: PayoutDeps): PayoutService {
  return {
    deps,
    walletConfigured: Boolean(deps.wallet && deps.chain),
    verifyManualPayout: (withdrawal, transactionHash) =>
      verifyManualPayout(deps, withdrawal, transactionHash),
    /**
     * Moves a payout on right away (an approval, a hash, a retry): the wallet signs and sends, or the
     * chain is asked about the transaction. Never throws: what fails here the job does later.
     */
    async advance(withdrawalId) {
      try {
        await advancePayout(deps, withdrawalId);
      } catch (error) {
        deps.log?.warn(
          { withdrawalId, error: error instanceof Error ? error.message.split('\n')[0] : String(error) },
          'payout not advanced now; the payout job tries again',
        );
      }
    },
  };
}

/** One payout one step on: sign and send from the wallet, or look at its transaction. */
export async function advancePayout(deps: PayoutDeps, withdrawalId: string) {
  const w = await withdrawalsRepository.findById(deps.db, withdrawalId);
  // Sent now: the job looks at it from its next pass (the screen shows BROADCAST until then).
  if (w?.payoutStatus === 'AWAITING_PAYMENT' && w.payoutMethod === 'WALLET') {
    return payFromWallet(deps, withdrawalId);
  }
  return checkBroadcastPayout(deps, withdrawalId);
}

/** Open payouts one pass looks at (oldest first). */
const PASS_LIMIT = 200;

/**
 * One pass of the payout job: every payout waiting for the wallet is sent, every BROADCAST one is
 * looked at on the chain (confirmed, failed, sent again, replaced). The chain node or the database
 * failing stops the pass (the next one goes on); anything else is logged and the pass goes on.
 */
export async function settlePayoutsTick(deps: PayoutDeps) {
  if (!deps.chain) return { looked: 0 };
  const open = await deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(inArray(withdrawals.payoutStatus, ['AWAITING_PAYMENT', 'BROADCAST']))
    .orderBy(asc(withdrawals.processedAt), asc(withdrawals.id))
    .limit(PASS_LIMIT);
  const outcomes: Record<string, number> = {};
  for (const { id } of open) {
    try {
      const outcome = await advancePayout(deps, id);
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    } catch (error) {
      if (error instanceof ChainReadError || isDatabaseUnavailable(error)) throw error;
      deps.log?.error(
        { withdrawalId: id, error: error instanceof Error ? error.message.split('\n')[0] : String(error) },
        'payout step failed',
      );
    }
  }
  return { looked: open.length, ...outcomes };
}
