// Onboarding routes: the exchange UID link, the subscription refresh, the screen's info, and in
// dev mode the test payment; the admins' deposits page. Set-up (the watcher job): onboarding.plugin.ts.
import { endpoints, successMessages } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { HDKey } from 'viem/accounts';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import type { DevServicesInfo } from '../../infra/dev-services';
import { checkMemberComplianceNow } from '../rewards';
import { auditReadAccess } from '../settings';
import { getDepositAddress } from './admin-deposits/get-deposit-address';
import { listDepositAddresses } from './admin-deposits/list-deposit-addresses';
import { recordDepositRefund } from './admin-deposits/record-deposit-refund';
import type { DepositChain } from './deposit-chain';
import { sendTestPayment } from './dev/send-test-payment';
import { linkExchangeUid } from './exchange-link/link-exchange-uid';
import { onboardingInfo } from './onboarding-info';
import { perUserLimit } from '../../http/per-user-limit';
import { refreshSubscription } from './refresh-subscription';

/** What the onboarding plugin set up for the routes (onboarding.plugin.ts). */
export interface OnboardingRouteDeps {
  chain: DepositChain | null;
  /** The deposit key, parsed on first use (undefined without DEPOSIT_XPUB). */
  depositKey: () => HDKey | undefined;
  /** The deposit watcher job, when there is a chain (a test payment wakes it). */
  watcher: { wake(): void } | undefined;
  /** The embedded default's local node and simulator, when they run (dev-only controls). */
  dev: DevServicesInfo | undefined;
}

export function onboardingRoutes(app: FastifyInstance, deps: OnboardingRouteDeps) {
  const { ctx } = app;
  const { chain, depositKey: key, watcher, dev } = deps;
  const { exchange } = ctx;
  const log = app.log.child({ feature: 'onboarding' });

  const linkLimit = perUserLimit(ctx.db, { name: 'link-exchange-uid', max: 10, windowMs: 60_000 });
  registerEndpoint(app, endpoints.linkExchangeUid, async ({ requireAuth, body }) => {
    const { userId } = requireAuth();
    await linkLimit(userId);
    const bingXUID = await linkExchangeUid(
      { db: ctx.db, exchange, now: ctx.now, log },
      userId,
      body.bingXUID,
    );
    // Checked at once: a compliant newcomer's rewards are credited, not locked until the job runs.
    if (exchange)
      await checkMemberComplianceNow({ db: ctx.db, exchange, now: ctx.now, log }, { userId, uid: bingXUID });
    return answer({ bingXUID }, { message: successMessages.bingXUidUpdated });
  });

  const refreshLimit = perUserLimit(ctx.db, { name: 'refresh-subscription', max: 12, windowMs: 60_000 });
  registerEndpoint(app, endpoints.refreshSubscription, async ({ requireAuth }) => {
    const { userId } = requireAuth();
    await refreshLimit(userId);
    const status = await refreshSubscription(
      {
        db: ctx.db,
        chain,
        depositKey: key,
        now: ctx.now,
        subscriptionPaid: app.subscriptionPaid,
        appUrl: ctx.config.appUrl,
        log,
        mail: ctx.mail,
      },
      userId,
    );
    return answer(status, { message: successMessages.subscriptionRefreshed });
  });

  registerEndpoint(app, endpoints.onboardingInfo, async ({ requireAuth }) =>
    onboardingInfo({ db: ctx.db, chain, depositKey: key, dev }, requireAuth().userId),
  );

  // Reads only: on a read replica when one is in step (ADR 0017).
  registerEndpoint(app, endpoints.adminDeposits, ({ query, auth }) =>
    listDepositAddresses(ctx.forRead(auth), query),
  );

  registerEndpoint(app, endpoints.adminDepositAddress, async ({ params, query, requireAuth, request }) => {
    const deposits = await getDepositAddress(ctx.db, params, query);
    await auditReadAccess(ctx.db, {
      actorId: requireAuth().userId,
      action: 'deposits.view',
      target: { type: 'user', id: params.id },
      ip: request.ip,
      at: ctx.now(),
    });
    return deposits;
  });

  registerEndpoint(app, endpoints.recordDepositRefund, async ({ params, body, requireAuth, request }) =>
    answer(
      await recordDepositRefund({ ...ctx, subscriptionPaid: app.subscriptionPaid }, params, body, {
        userId: requireAuth().userId,
        ip: request.ip,
      }),
      {
        message: 'Refund recorded',
      },
    ),
  );

  const devChain = dev?.chain;
  if (devChain) {
    registerEndpoint(app, endpoints.devTestPayment, async ({ requireAuth, body }) => {
      const sent = await sendTestPayment(
        { db: ctx.db, devChain, depositKey: key },
        requireAuth().userId,
        body.amount,
      );
      watcher?.wake();
      return answer(sent, { message: 'Test payment sent' });
    });
  }
}
