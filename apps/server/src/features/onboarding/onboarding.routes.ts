// Onboarding routes: the exchange UID link, the subscription refresh, the screen's info, and in
// dev mode the test payment; the admins' deposits page; plus the deposit watcher job.
import { endpoints, successMessages } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { HDKey } from 'viem/accounts';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import type { DevServicesInfo } from '../../infra/dev-services';
import { createExchangeClient } from '../../infra/exchange';
import { auditReadAccess } from '../settings';
import { getDepositAddress } from './admin-deposits/get-deposit-address';
import { listDepositAddresses } from './admin-deposits/list-deposit-addresses';
import { recordDepositRefund } from './admin-deposits/record-deposit-refund';
import { depositChainFromConfig } from './deposit-chain';
import { depositKeyOrThrow } from './deposit-address';
import { sendTestPayment } from './dev/send-test-payment';
import { linkExchangeUid } from './exchange-link/link-exchange-uid';
import { onboardingInfo } from './onboarding-info';
import { perUserLimit } from './per-user-limit';
import { refreshSubscription } from './refresh-subscription';
import { depositOwnersCache } from './watcher/deposit-owners';
import { watchDepositsTick } from './watcher/watch-deposits';

export interface OnboardingOptions {
  /** The embedded default's local node and simulator, when they run (dev-only controls). */
  dev?: DevServicesInfo | undefined;
}

/** Pause between two watcher passes; a test payment wakes it at once. */
export const WATCH_INTERVAL_MS = 3000;

export async function onboardingRoutes(app: FastifyInstance, options: OnboardingOptions) {
  const { ctx } = app;
  const chain = depositChainFromConfig(ctx.config);
  const exchange = ctx.config.bingx ? createExchangeClient(ctx.config.bingx) : null;
  let depositKey: HDKey | undefined;
  // Parsed on first use: a bad DEPOSIT_XPUB answers WALLET_CREATION_FAILED where an address is needed.
  const key = () =>
    ctx.config.depositXpub === undefined
      ? undefined
      : (depositKey ??= depositKeyOrThrow(ctx.config.depositXpub));

  const log = app.log.child({ feature: 'onboarding' });
  const owners = depositOwnersCache();
  const watcher = chain
    ? app.jobs.add({
        name: 'deposit-watcher',
        intervalMs: WATCH_INTERVAL_MS,
        singleInstance: { db: ctx.db },
        log,
        run: async ({ signal }) => {
          const result = await watchDepositsTick(
            {
              db: ctx.db,
              chain,
              now: ctx.now,
              subscriptionPaid: app.subscriptionPaid,
              appUrl: ctx.config.appUrl,
              log,
              mail: ctx.mail,
              owners,
            },
            { signal },
          );
          if (result.credited || result.dropped || result.setAside || result.periodsPaidFromCredit)
            log.info({ ...result }, 'deposit watcher credited transfers');
        },
      })
    : undefined;

  const linkLimit = perUserLimit(ctx.db, { name: 'link-exchange-uid', max: 10, windowMs: 60_000 });
  registerEndpoint(app, endpoints.linkExchangeUid, async ({ requireAuth, body }) => {
    const { userId } = requireAuth();
    await linkLimit(userId);
    const bingXUID = await linkExchangeUid(
      { db: ctx.db, exchange, now: ctx.now, log },
      userId,
      body.bingXUID,
    );
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
    onboardingInfo({ db: ctx.db, chain, depositKey: key, dev: options.dev }, requireAuth().userId),
  );

  registerEndpoint(app, endpoints.adminDeposits, ({ query }) => listDepositAddresses(ctx.db, query));

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
    answer(await recordDepositRefund({ ...ctx, subscriptionPaid: app.subscriptionPaid }, params, body, { userId: requireAuth().userId, ip: request.ip }), {
      message: 'Refund recorded',
    }),
  );

  const devChain = options.dev?.chain;
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
