// Onboarding's set-up: the deposit chain and key, the deposit watcher job, then its routes.
import type { FastifyInstance } from 'fastify';
import type { HDKey } from 'viem/accounts';
import type { DevServicesInfo } from '../../infra/dev-services';
import { depositChainFromConfig } from './deposit-chain';
import { depositKeyOrThrow } from './deposit-address';
import { onboardingRoutes } from './onboarding.routes';
import { depositOwnersCache } from './watcher/deposit-owners';
import { watchDepositsTick } from './watcher/watch-deposits';

export interface OnboardingOptions {
  /** The embedded default's local node and simulator, when they run (dev-only controls). */
  dev?: DevServicesInfo | undefined;
}

/** Pause between two watcher passes; a test payment wakes it at once. */
export const WATCH_INTERVAL_MS = 3000;

export async function onboardingPlugin(app: FastifyInstance, options: OnboardingOptions) {
  const { ctx } = app;
  const chain = depositChainFromConfig(ctx.config);
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

  onboardingRoutes(app, { chain, depositKey: key, watcher, dev: options.dev });
}
