// Payouts' set-up (issue 15): the payout job, the payout wallet's funds check and the
// reconciliation job, then its routes. The payout service is made where the app is assembled
// (app.ts), which gives it to the withdrawals' decisions too.
import type { FastifyInstance } from 'fastify';
import { type PayoutService, settlePayoutsTick } from './payout-service';
import { payoutsRoutes } from './payouts.routes';
import { reconcile } from './reconciliation/reconcile';
import { alertOnLowWallet } from './wallet/wallet-status';

/** Pause between two passes of the payout job. */
export const PAYOUT_JOB_INTERVAL_MS = 3000;
/** How often the ledger is compared with the chain. */
export const RECONCILE_INTERVAL_MS = 10 * 60_000;
/** How often the payout wallet's funds are compared with the alert thresholds. */
export const WALLET_CHECK_INTERVAL_MS = 60_000;

export interface PayoutsOptions {
  payouts: PayoutService;
}

export async function payoutsPlugin(app: FastifyInstance, options: PayoutsOptions) {
  const { ctx } = app;
  const { deps } = options.payouts;

  if (deps.chain) {
    const log = app.log.child({ job: 'payouts' });
    app.jobs.add({
      name: 'payouts',
      intervalMs: PAYOUT_JOB_INTERVAL_MS,
      singleInstance: { db: ctx.db },
      log,
      run: async () => {
        const result = await settlePayoutsTick(deps);
        if (result.looked > 0) log.debug({ ...result }, 'payout pass');
      },
    });
    app.jobs.add({
      name: 'reconciliation',
      intervalMs: RECONCILE_INTERVAL_MS,
      singleInstance: { db: ctx.db },
      log: app.log.child({ job: 'reconciliation' }),
      run: async () => {
        await reconcile(deps);
      },
    });
  }
  if (deps.chain && deps.wallet) {
    app.jobs.add({
      name: 'payout-wallet-funds',
      intervalMs: WALLET_CHECK_INTERVAL_MS,
      singleInstance: { db: ctx.db },
      log: app.log.child({ job: 'payout-wallet-funds' }),
      run: async () => {
        await alertOnLowWallet(deps);
      },
    });
  }

  payoutsRoutes(app, options);
}
