// Rewards routes: balances and reward history of members, the admin's DOWNLINE cycles. Set-up (the
// DIRECT-reward hook, the earnings-lock job, cycles left running): rewards.plugin.ts.
import { CYCLE_CSV_MAX_LENGTH, endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { balancesJsonOf, normaliseBalances } from '../ledger';
import { recoverInterruptedCycles } from './cycles/cycle-lock';
import { checkCsv } from './cycles/cycle-rows';
import { getCycle, listCycles, toRewardCycle } from './cycles/cycle-view';
import { assertPeriodEnded } from './cycles/cycle-period';
import { previewCycle } from './cycles/preview-cycle';
import { startDownlineCycle } from './cycles/run-downline-cycle';
import { listUserRewards } from './queries/list-user-rewards';
import { rewardStats } from './queries/reward-stats';
import { rewardsByCycle } from './queries/rewards-by-cycle';

/** How long an import waits for its cycle before answering it RUNNING (the screen then polls). */
export const IMPORT_WAIT_MS = 2000;
// JSON escapes can double a CSV's size (every line end becomes `\r\n`).
const IMPORT_BODY_LIMIT = 2 * CYCLE_CSV_MAX_LENGTH + 64 * 1024;

/** What the rewards plugin set up for the routes (rewards.plugin.ts). */
export interface RewardsRouteDeps {
  /** Cycles started by a request run on after it; the plugin waits for them on close. */
  running: Set<Promise<unknown>>;
  /** Called when a cycle started by a request has ended (the fold job folds a PAID one). */
  cycleEnded: () => void;
}

export function rewardsRoutes(app: FastifyInstance, { running, cycleEnded }: RewardsRouteDeps) {
  const { ctx } = app;
  const log = app.log.child({ feature: 'rewards' });

  // Reads only: on a read replica when one is in step (ADR 0017). Without replicas they read the
  // primary, as the session check does: the caller's own balances are then read in the check's
  // statement, one round trip instead of two (ADR 0025).
  const withBalances = app.sessionCheckReading('verify_live_session_balances', balancesJsonOf);
  registerEndpoint(
    app,
    endpoints.rewardStats,
    ({ request, params, requireAuth }) => {
      const own = withBalances.read(request);
      return rewardStats(
        ctx.forRead(requireAuth()),
        requireAuth(),
        params.userId,
        own && normaliseBalances(own),
      );
    },
    ctx.config.databaseRead ? {} : { authenticate: withBalances.authenticate },
  );

  registerEndpoint(app, endpoints.userRewards, ({ query, requireAuth }) =>
    listUserRewards(ctx.forRead(requireAuth()), requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.userRewardsByCycle, ({ requireAuth }) =>
    rewardsByCycle(ctx.forRead(requireAuth()), requireAuth().userId),
  );

  registerEndpoint(
    app,
    endpoints.previewRewardCycle,
    async ({ body }) => {
      const period = { start: body.periodStart, end: body.periodEnd };
      assertPeriodEnded(period, ctx.now());
      return previewCycle(ctx.db, await checkCsv(body.csv), period, ctx.now());
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  registerEndpoint(
    app,
    endpoints.importRewardCycle,
    async ({ body, requireAuth }) => {
      const checked = await checkCsv(body.csv);
      const started = await startDownlineCycle({
        db: ctx.db,
        checked,
        period: { start: body.periodStart, end: body.periodEnd },
        name: body.period,
        skipAlreadyPaid: body.skipAlreadyPaid,
        source: 'CSV',
        actorId: requireAuth().userId,
        now: ctx.now,
        log,
      });
      if (!started.existing)
        log.info({ cycle: started.cycle.number, period: started.cycle.periodLabel }, 'cycle started');
      const finished = started.finished.catch((err: unknown) => {
        log.error({ err, cycle: started.cycle.number }, 'cycle failed');
        return null;
      });
      running.add(finished);
      void finished.finally(() => {
        running.delete(finished);
        cycleEnded();
      });
      // Small imports answer their final report; big ones answer RUNNING and the screen polls.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, IMPORT_WAIT_MS)))]);
      clearTimeout(timer);
      const cycle = await getCycle(ctx.db, started.cycle.id);
      return cycle ?? toRewardCycle(started.cycle);
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  registerEndpoint(app, endpoints.rewardCycles, async ({ query }) => {
    await recoverInterruptedCycles(ctx.db, ctx.now());
    return listCycles(ctx.db, query.page, query.limit);
  });

  registerEndpoint(app, endpoints.rewardCycle, async ({ params }) => {
    await recoverInterruptedCycles(ctx.db, ctx.now());
    const cycle = await getCycle(ctx.db, params.id);
    if (!cycle) throw new AppError('NOT_FOUND', { detail: 'No such cycle' });
    return cycle;
  });
}
