// Payouts of approved withdrawals (issue 15): a hash given later, a retry, and the payout job.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { withdrawalsRepository } from '../withdrawals/withdrawals.repository';
import { toAdminWithdrawal } from '../withdrawals/withdrawal-presenters';
import { retryPayout, submitPayoutHash } from './payout-actions';
import { writeAudit } from '../audit/write-audit';
import { type PayoutService, settlePayoutsTick } from './payout-service';
import { reconcile, reconciliationReport } from './reconciliation/reconcile';
import { alertOnLowWallet, payoutWalletStatus } from './wallet/wallet-status';

/** Pause between two passes of the payout job. */
export const PAYOUT_JOB_INTERVAL_MS = 3000;
/** How often the ledger is compared with the chain. */
export const RECONCILE_INTERVAL_MS = 10 * 60_000;
/** How often the payout wallet's funds are compared with the alert thresholds. */
export const WALLET_CHECK_INTERVAL_MS = 60_000;

export interface PayoutsOptions {
  payouts: PayoutService;
}

export async function payoutsRoutes(app: FastifyInstance, options: PayoutsOptions) {
  const { ctx } = app;
  const { payouts } = options;
  const { deps } = payouts;

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

  registerEndpoint(app, endpoints.payoutWallet, () => payoutWalletStatus(deps));

  if (deps.chain) {
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
  registerEndpoint(app, endpoints.reconciliation, () => reconciliationReport(ctx.db));
  registerEndpoint(app, endpoints.runReconciliation, async ({ requireAuth, request }) => {
    const now = ctx.now();
    let error: string | null = null;
    const result = await reconcile(deps).catch((cause: unknown) => {
      error = cause instanceof Error ? (cause.message.split('\n')[0] ?? 'failed') : String(cause);
      return null;
    });
    await writeAudit(ctx.db, {
      actorId: requireAuth().userId,
      action: 'reconciliation.run',
      target: { type: 'reconciliation', id: result?.runId ?? null },
      after: result
        ? { findings: result.findings.length, new: result.fresh, checked: result.checked }
        : { error },
      ip: request.ip,
      at: now,
    });
    return reconciliationReport(ctx.db);
  });

  /** The withdrawal as the admin screens read it, after the payout moved on. */
  const present = async (id: string) => {
    await payouts.advance(id);
    const row = await withdrawalsRepository.findById(ctx.db, id);
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    const [person, approvers] = await Promise.all([
      withdrawalsRepository.memberOf(ctx.db, row.userId),
      withdrawalsRepository.approversOf(ctx.db, [row]),
    ]);
    const { deletedAt: _erased, status: _status, ...user } = person;
    return toAdminWithdrawal(row, user, approvers);
  };

  registerEndpoint(app, endpoints.submitPayoutHash, async ({ requireAuth, params, body, request }) => {
    await submitPayoutHash(
      deps,
      { id: requireAuth().userId, ip: request.ip },
      params.id,
      body.transactionHash,
    );
    return present(params.id);
  });

  registerEndpoint(app, endpoints.retryPayout, async ({ requireAuth, params, request }) => {
    await retryPayout(deps, { id: requireAuth().userId, ip: request.ip }, params.id);
    return present(params.id);
  });
}
