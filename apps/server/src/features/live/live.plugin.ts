// Live updates' set-up (ADR 0015): the instance's database listener and its hub of open streams
// (made where the app is assembled, which decorates them on the app), the expired tickets'
// clean-up, then its routes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../infra/db/client';
import { createLiveListener, type LiveListener, type LiveListenerLog } from '../../infra/live/live-listener';
import { createLiveHub, type LiveHub } from './live-hub';
import { liveRoutes } from './live.routes';
import { deleteExpiredStreamTickets } from './stream-tickets';

/** Heartbeat comment lines: well inside the 60 s idle timeout of common proxies. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** How often open streams' sessions are checked (a sign-out elsewhere ends the stream within it). */
export const LIVE_SWEEP_MS = 15_000;

export interface LiveUpdates {
  hub: LiveHub;
  /** Between two heartbeat comment lines of a stream. */
  heartbeatMs: number;
  /** Null without a database URL: then streams answer SERVICE_UNAVAILABLE and clients poll. */
  listener: LiveListener | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's database listener and open streams (tests read them). */
    live: LiveUpdates;
  }
}

/** The listener (one connection, opened by the first stream) and the hub, for one instance. */
export function createLiveUpdates(deps: {
  databaseUrl: string | undefined;
  db: Db;
  now: () => Date;
  log: LiveListenerLog;
  heartbeatMs?: number;
}): LiveUpdates {
  const listener = deps.databaseUrl ? createLiveListener({ url: deps.databaseUrl, log: deps.log }) : null;
  const hub = createLiveHub({
    db: deps.db,
    now: deps.now,
    listener,
    log: deps.log,
    sweepEveryMs: LIVE_SWEEP_MS,
  });
  listener?.onResync(() => hub.resync());
  return { hub, listener, heartbeatMs: deps.heartbeatMs ?? LIVE_HEARTBEAT_MS };
}

export async function livePlugin(app: FastifyInstance, options: { live: LiveUpdates }) {
  const { ctx } = app;
  const { hub, listener } = options.live;
  // Streams end first (their clients reconnect, elsewhere when this instance goes away), then
  // the listening connection.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => listener?.close());

  app.jobs.add({
    name: 'live-ticket-cleanup',
    intervalMs: 10 * 60_000,
    log: app.log.child({ job: 'live-ticket-cleanup' }),
    run: async () => deleteExpiredStreamTickets(ctx.db, ctx.now()),
  });

  liveRoutes(app, options.live);
}
