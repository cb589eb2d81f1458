import pg from 'pg';
import { LIVE_CHANNEL, type LiveNotice, parseLiveNotice } from './live-notify';

export interface LiveListenerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface LiveListenerOptions {
  /** The database the instance works on (the pool's URL). */
  url: string;
  log: LiveListenerLog;
  /** First wait before reconnecting; doubles up to `maxBackoffMs` (tests shorten both). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

export interface LiveListener {
  /** Receives every notice from now on; connects on the first subscription. Returns the unsubscribe. */
  subscribe(handler: (notice: LiveNotice) => void): () => void;
  /** Called after a reconnection: notices sent while the connection was down are lost. */
  onResync(handler: () => void): () => void;
  /** Connects if not yet; resolves once LISTEN is in force (or after `timeoutMs`, false then). */
  listening(timeoutMs: number): Promise<boolean>;
  /** The listening connection's backend pid (tests end it with pg_terminate_backend). */
  readonly backendPid: number | null;
  close(): Promise<void>;
}

/** Shown in pg_stat_activity, so an operator (and a test) can tell the connection apart. */
export const LIVE_LISTENER_APPLICATION = 'live-listener';

/**
 * One dedicated connection per process that LISTENs on the live channel (ADR 0015), outside the
 * pool (a LISTEN holds its connection for good). It connects when the first stream subscribes and
 * reconnects with exponential backoff and jitter whenever the connection fails or is ended
 * (database restart, `pg_terminate_backend`, network); after a reconnection it tells its
 * subscribers to resync, since notifications are not queued for a listener that was away.
 */
export function createLiveListener(options: LiveListenerOptions): LiveListener {
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const handlers = new Set<(notice: LiveNotice) => void>();
  const resyncHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let started = false;
  let closed = false;
  let everConnected = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let listeningNow = false;
  let waiters: (() => void)[] = [];

  const setListening = (value: boolean) => {
    listeningNow = value;
    if (value) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };

  const scheduleReconnect = (reason: string) => {
    if (closed || retryTimer) return;
    failures += 1;
    const ceiling = Math.min(maxBackoff, minBackoff * 2 ** Math.min(failures - 1, 16));
    const delay = Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    options.log.warn({ reason, retryInMs: delay, failures }, 'live listener: connection lost, reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: LIVE_LISTENER_APPLICATION,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      setListening(false);
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      scheduleReconnect(reason);
    };
    next.on('error', (err) => onLost(err.message));
    next.on('end', () => onLost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const notice = parseLiveNotice(message.payload);
      if (!notice) return;
      for (const handler of handlers) {
        try {
          handler(notice);
        } catch (err) {
          options.log.warn({ err }, 'live listener: a subscriber failed');
        }
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      onLost(err instanceof Error ? err.message : String(err));
      return;
    }
    if (closed || lost) {
      void next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
    setListening(true);
    if (everConnected) {
      options.log.info({}, 'live listener: listening again');
      for (const resync of resyncHandlers) resync();
    }
    everConnected = true;
  };

  const start = () => {
    if (started || closed) return;
    started = true;
    void connect();
  };

  return {
    subscribe(handler) {
      handlers.add(handler);
      start();
      return () => handlers.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    listening(timeoutMs) {
      start();
      if (listeningNow) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    get backendPid() {
      return listeningNow ? ((client as unknown as { processID?: number } | null)?.processID ?? null) : null;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      client = null;
      setListening(false);
      handlers.clear();
      resyncHandlers.clear();
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
