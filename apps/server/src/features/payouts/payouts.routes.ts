// Payouts of approved withdrawals (issue 15): the payout wallet's status, the reconciliation, a
// hash given later and a retry.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { writeAudit } from '../audit';
import { toAdminWithdrawal, withdrawalsRepository } from '../withdrawals';
import { retryPayout, submitPayoutHash } from './payout-actions';
import type { PayoutService } from './payout-service';
import { reconcile, reconciliationReport } from './reconciliation/reconcile';
import { payoutWalletStatus } from './wallet/wallet-status';

export function payoutsRoutes(app: FastifyInstance, options: { payouts: PayoutService }) {
  const { ctx } = app;
  const { payouts } = options;
  const { deps } = payouts;

  registerEndpoint(app, endpoints.payoutWallet, () => payoutWalletStatus(deps));

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

  // Payout decisions: a fresh second-factor check first (step-up, ADR 0011).
  registerEndpoint(
    app,
    endpoints.submitPayoutHash,
    async ({ requireAuth, params, body, request }) => {
      await submitPayoutHash(
        deps,
        { id: requireAuth().userId, ip: request.ip },
        params.id,
        body.transactionHash,
      );
      return present(params.id);
    },
    { stepUp: true },
  );

  registerEndpoint(
    app,
    endpoints.retryPayout,
    async ({ requireAuth, params, request }) => {
      await retryPayout(deps, { id: requireAuth().userId, ip: request.ip }, params.id);
      return present(params.id);
    },
    { stepUp: true },
  );
}
