import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, takeBackDeadClients } from './client';
import { isDatabaseUnavailable, postgresErrorOf } from './pg-errors';

/**
 * Read replicas (DATABASE_READ_URL, ADR 0017): read-only work of the request paths that read the
 * most (network, reward lists, admin lists, reports, exports, charts) goes to a streaming
 * replica that is in step with the primary; everything else, and a member's reads for a while
 * after that member wrote, stays on the primary.
 *
 * How far behind a replica is comes from positions in the primary's WAL, checked every
 * `checkEveryMs` on one connection per server (never per query): each round reads the primary's
 * flushed position, then each replica's replayed position; a replica is "caught up to" the
 * latest round whose primary position it has replayed, and its lag is the time since that round
 * started (this process's monotonic clock, so no two servers' clocks are compared). A replica is
 * used while that lag is at most `maxLagMs`, reckoned at the moment of the read, so a replica whose
 * checks stop answering ages out by itself. A replica that is down, or whose connection fails
 * during a query, is skipped until a check finds it again; the query is retried on the primary.
 */

export type ReplicaState = 'starting' | 'up' | 'lagging' | 'down';

export interface ReplicaStatus {
  /** `replica-1`, `replica-2`, ... in the order of DATABASE_READ_URL (addresses are never shown). */
  name: string;
  state: ReplicaState;
  /** How far behind the primary it was at the last check, in ms; null before the first one or when down. */
  lagMs: number | null;
}

export interface ReadReplicasOptions {
  primary: Db;
  urls: string[];
  /** A replica further behind than this is skipped. */
  maxLagMs: number;
  checkEveryMs: number;
  /** Connections per replica (like the primary's pool). */
  maxConnections?: number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface ReadReplicas {
  /** A replica in step with the primary (round robin), else the primary itself. */
  pick(): Db;
  status(): ReplicaStatus[];
  /** Runs one round of checks now (start-up and tests; the timer runs them after). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** A WAL position (`16/B374D848`) as a number that compares. */
export function parseLsn(text: string): bigint {
  const [high = '0', low = '0'] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const monotonicNow = () => performance.now();

/**
 * Why a query that failed on a replica is run again on the primary, or null when the failure is
 * the query's own: 'away' (connection refused or lost, shutting down, recovery conflict) makes the
 * replica skipped until a check finds it again; 'write' (a write sent to the read handle by
 * mistake, refused by the hot standby) only sends that query to the primary.
 */
function replicaFailure(err: unknown): 'away' | 'write' | null {
  if (isDatabaseUnavailable(err)) return 'away';
  const code = postgresErrorOf(err)?.code;
  // 40001 on a standby: "canceling statement due to conflict with recovery".
  if (code === '40001' || code === '40P01') return 'away';
  if (code === '25006') return 'write';
  return null;
}

class Replica {
  readonly db: Db;
  readonly pool: FallbackPool;
  /** When (monotonic ms) the round started whose primary position this replica had replayed. */
  caughtUpAt: number | null = null;
  down = false;
  checked = false;

  constructor(
    readonly name: string,
    url: string,
    primary: Db,
    maxConnections: number,
    onFailure: (replica: Replica, err: unknown, failure: 'away' | 'write') => void,
  ) {
    const primaryPool = (primary as unknown as { $client: pg.Pool }).$client;
    this.pool = new FallbackPool(
      {
        connectionString: url,
        max: maxConnections,
        application_name: 'rewards-read',
        // A replica that does not answer must not hold a request long: the primary answers.
        connectionTimeoutMillis: 2000,
      },
      primaryPool,
      () => !this.down,
      (err, failure) => onFailure(this, err, failure),
    );
    this.pool.on('error', () => undefined);
    this.pool.on('connect', (client) => client.on('error', () => undefined));
    takeBackDeadClients(this.pool);
    const db = drizzle(this.pool);
    // A failure during a read-only transaction (the network's snapshots) reruns it on the primary.
    const transaction = db.transaction.bind(db);
    db.transaction = (async (run, config) => {
      if (this.down) return primary.transaction(run, config);
      try {
        return await transaction(run, config);
      } catch (err) {
        const failure = replicaFailure(err);
        if (!failure) throw err;
        onFailure(this, err, failure);
        return primary.transaction(run, config);
      }
    }) as Db['transaction'];
    this.db = db;
  }

  lagMs(now: number): number | null {
    return this.caughtUpAt === null ? null : Math.max(0, now - this.caughtUpAt);
  }

  usable(now: number, maxLagMs: number): boolean {
    const lag = this.lagMs(now);
    return !this.down && lag !== null && lag <= maxLagMs;
  }
}

/**
 * A replica's pool whose queries fall back to the primary's pool when the replica cannot answer
 * (connection refused or lost, shut down, recovery conflict), and go there at once while the
 * replica is known to be down. Only reads reach it, so running one again elsewhere is harmless.
 */
class FallbackPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly available: () => boolean,
    private readonly onFailure: (err: unknown, failure: 'away' | 'write') => void,
  ) {
    super(config);
  }

  // drizzle calls query(config, values) and awaits the promise; pg's own callback forms (the pool
  // calls connect(callback) inside query) are left as they are.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof values === 'function' || typeof callback === 'function') {
      return (pg.Pool.prototype.query as (...a: unknown[]) => never).apply(this, args);
    }
    const onPrimary = () =>
      (this.primary.query as (t: unknown, v: unknown) => Promise<unknown>)(text, values);
    if (!this.available()) return onPrimary() as never;
    const own = (pg.Pool.prototype.query as (t: unknown, v: unknown) => Promise<unknown>).call(
      this,
      text,
      values,
    );
    return own.catch((err: unknown) => {
      const failure = replicaFailure(err);
      if (!failure) throw err;
      this.onFailure(err, failure);
      return onPrimary();
    }) as never;
  }

  // Exports take a client for their cursor (admin/exports/stream-select.ts).
  override connect(...args: unknown[]): never {
    if (typeof args[0] === 'function')
      return (pg.Pool.prototype.connect as (...a: unknown[]) => never).apply(this, args);
    if (!this.available()) return this.primary.connect() as never;
    return (pg.Pool.prototype.connect as () => Promise<pg.PoolClient>).call(this).catch((err: unknown) => {
      if (replicaFailure(err) !== 'away') throw err;
      this.onFailure(err, 'away');
      return this.primary.connect();
    }) as never;
  }

  /** The replica itself, without the fallback (the checks). */
  queryOwn<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>> {
    return (pg.Pool.prototype.query as (t: string) => Promise<pg.QueryResult<R>>).call(this, text);
  }
}

export function createReadReplicas(options: ReadReplicasOptions): ReadReplicas {
  const { primary, maxLagMs, checkEveryMs, log } = options;
  const onFailure = (replica: Replica, err: unknown, failure: 'away' | 'write') => {
    if (failure === 'write') {
      log?.warn(
        { replica: replica.name, err: describe(err) },
        'a write reached the read handle: ran on the primary',
      );
      return;
    }
    if (!replica.down)
      log?.warn(
        { replica: replica.name, err: describe(err) },
        'read replica failed: reading from the primary',
      );
    replica.down = true;
  };
  const replicas = options.urls.map(
    (url, i) => new Replica(`replica-${i + 1}`, url, primary, options.maxConnections ?? 10, onFailure),
  );
  let next = 0;
  let closed = false;
  let running: Promise<void> | null = null;

  /** The primary's flushed position at the start of recent rounds, oldest first. */
  const rounds: { at: number; position: bigint }[] = [];

  async function round() {
    const startedAt = monotonicNow();
    const position = await primary
      .execute<{ lsn: string }>(SQL_PRIMARY_POSITION)
      .then((r) => (r.rows[0] ? parseLsn(r.rows[0].lsn) : null))
      .catch(() => null);
    if (position !== null) rounds.push({ at: startedAt, position });
    // Older rounds than the longest lag that still counts say nothing more.
    while (rounds.length > 1 && (rounds[0]?.at ?? startedAt) < startedAt - 2 * maxLagMs - checkEveryMs)
      rounds.shift();
    await Promise.all(replicas.map((replica) => checkOne(replica, startedAt)));
  }

  async function checkOne(replica: Replica, startedAt: number) {
    try {
      const result = await withTimeout(
        replica.pool.queryOwn<{ standby: boolean; replayed: string | null }>(SQL_REPLICA_POSITION),
        Math.max(checkEveryMs, 1000),
      );
      const row = result.rows[0];
      const wasAway = replica.down || !replica.checked;
      if (!row?.standby) {
        // Not a standby (the primary itself, a pooler in front of it): as fresh as the primary.
        replica.caughtUpAt = startedAt;
      } else if (row.replayed) {
        // The latest round whose primary position the standby has replayed.
        const replayed = parseLsn(row.replayed);
        for (let i = rounds.length - 1; i >= 0; i--) {
          const r = rounds[i];
          if (r && r.position <= replayed) {
            replica.caughtUpAt = Math.max(replica.caughtUpAt ?? r.at, r.at);
            break;
          }
        }
      }
      replica.down = false;
      replica.checked = true;
      if (wasAway) {
        const lag = replica.lagMs(monotonicNow());
        log?.info(
          { replica: replica.name, lagMs: lag === null ? null : Math.round(lag) },
          'read replica reachable',
        );
      }
    } catch (err) {
      if (!replica.down)
        log?.warn({ replica: replica.name, err: describe(err) }, 'read replica check failed');
      replica.down = true;
      replica.checked = true;
    }
  }

  const check = () => {
    running ??= round().finally(() => (running = null));
    return running;
  };
  // A replica out of use (not checked yet, down, lagging) is looked at again within a second, so
  // it comes back soon even when checks are rare.
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (closed) return;
    const now = monotonicNow();
    const allInUse = replicas.every((replica) => replica.usable(now, maxLagMs));
    timer = setTimeout(
      () => void check().finally(schedule),
      allInUse ? checkEveryMs : Math.min(checkEveryMs, SOON_MS),
    );
    timer.unref();
  };
  schedule();

  return {
    pick() {
      const now = monotonicNow();
      for (let i = 0; i < replicas.length; i++) {
        const replica = replicas[(next + i) % replicas.length];
        if (replica?.usable(now, maxLagMs)) {
          next = (next + i + 1) % replicas.length;
          return replica.db;
        }
      }
      return primary;
    },
    status() {
      const now = monotonicNow();
      return replicas.map((replica) => {
        const lag = replica.lagMs(now);
        const state: ReplicaState = replica.down
          ? 'down'
          : !replica.checked
            ? 'starting'
            : lag !== null && lag <= maxLagMs
              ? 'up'
              : 'lagging';
        return {
          name: replica.name,
          state,
          lagMs: replica.down ? null : lag === null ? null : Math.round(lag),
        };
      });
    },
    check,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => undefined)));
    },
  };
}

const SOON_MS = 1000;
const SQL_PRIMARY_POSITION = 'SELECT pg_current_wal_flush_lsn()::text AS lsn';
const SQL_REPLICA_POSITION =
  'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** What to log of a failure: code and message, never a query or its parameters. */
function describe(err: unknown): { code?: string; message: string } {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown };
  const cause = (e?.cause ?? e) as { code?: unknown; message?: unknown };
  return {
    ...(typeof cause.code === 'string' ? { code: cause.code } : {}),
    message: typeof cause.message === 'string' ? (cause.message.split('\n')[0] ?? '') : String(err),
  };
}
