// Rewards' set-up: DIRECT rewards on the app's subscription-paid hook, the earnings-lock job, the
// running totals' fold job, cycles interrupted by a crash, then its routes.
import type { FastifyInstance } from 'fastify';
import { complianceJob } from './compliance/compliance-job';
import { recoverInterruptedCycles } from './cycles/cycle-lock';
import { payDirectRewards } from './direct/pay-direct-rewards';
import { rewardsRoutes } from './rewards.routes';
import { runningTotalsJob } from './summaries/running-totals';

export async function rewardsPlugin(app: FastifyInstance) {
  const { ctx } = app;
  const log = app.log.child({ feature: 'rewards' });

  // DIRECT rewards are paid inside the transaction that credits a subscription period.
  const unsubscribe = app.subscriptionPaid.on((tx, event) =>
    payDirectRewards(tx, {
      payerId: event.userId,
      periodNumber: event.periodNumber,
      feeAmount: event.feeAmount,
      now: ctx.now(),
    }).then(() => undefined),
  );
  app.addHook('onClose', async () => unsubscribe());

  if (ctx.exchange) {
    app.jobs.add(
      complianceJob({
        db: ctx.db,
        exchange: ctx.exchange,
        now: ctx.now,
        log: log.child({ job: 'compliance' }),
        appUrl: ctx.config.appUrl,
        wakeMail: () => ctx.mail.wake(),
      }),
    );
  }

  // Each PAID cycle is folded into the tree's running totals after it commits (ADR 0030).
  const foldJob = app.jobs.add(runningTotalsJob({ db: ctx.db, log: log.child({ job: 'running-totals' }) }));

  // Cycles started by a request run on after it; closing waits for them.
  const running = new Set<Promise<unknown>>();
  app.addHook('onReady', async () => {
    await recoverInterruptedCycles(ctx.db, ctx.now());
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  rewardsRoutes(app, { running, cycleEnded: () => foldJob.wake() });
}
