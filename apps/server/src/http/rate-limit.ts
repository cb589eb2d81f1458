import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../infra/db/client';
import { AppError } from './app-error';

/**
 * Per-address limits, off by default: a route opts in with `registerEndpoint(..., { rateLimit })`.
 * The counters live in PostgreSQL (`rate_limit_counters`), so a limit of N is N in total however
 * many instances share the database. The address is `request.ip`: behind a load balancer set
 * TRUST_PROXY, or every caller counts as the balancer.
 */
export async function registerRateLimit(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', {
        headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) },
      }),
  });
}

export interface RateLimitHit {
  /** Requests counted in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request for `key` in one statement: a new key, or one whose window ended, starts a
 * window of `windowMs` at 1; otherwise its count goes up. The upsert locks the row, so concurrent
 * requests on any instance each get their own count. Windows are timed by the database's clock,
 * the one clock all instances share.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const result = await db.execute<{ hits: number; ttl_ms: string }>(sql`
    INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
    VALUES (${key}, 1, statement_timestamp() + ${windowMs}::float8 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_ends_at <= statement_timestamp() THEN 1 ELSE c.hits + 1 END,
      window_ends_at = CASE WHEN c.window_ends_at <= statement_timestamp()
                            THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
    RETURNING hits, ceil(extract(epoch FROM c.window_ends_at - statement_timestamp()) * 1000) AS ttl_ms`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, Number(row.ttl_ms)) };
}

/** Deletes the counters whose window has ended; returns how many. */
export async function deleteEndedRateLimitWindows(db: Db): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM rate_limit_counters WHERE window_ends_at <= statement_timestamp()`,
  );
  return result.rowCount ?? 0;
}

/** Pause between two cleanups of ended windows (any instance may run it: the DELETE is idempotent). */
export const RATE_LIMIT_CLEANUP_EVERY_MS = 10 * 60_000;

type IncrCallback = (err: Error | null, result?: RateLimitHit) => void;

/** What the plugin passes `child` at run time: the route's merged limit options. */
interface RouteLimitOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  timeWindow?: unknown;
}

/**
 * A store for @fastify/rate-limit (its `store` option: a class built with the plugin's options,
 * `child(routeOptions)` per limited route, then `incr(key, cb, timeWindow, max)` per request).
 * `continueExceeding` and `exponentialBackoff` are not supported: no route uses them.
 */
function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
      private readonly windowMs = 60_000,
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number) {
      hitRateLimit(db, this.prefix + key, timeWindow ?? this.windowMs).then(
        (hit) => callback(null, hit),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** One store per limited route: its counters are keyed by method and URL as well. */
    child(routeOptions: object) {
      const { routeInfo = {}, timeWindow } = routeOptions as RouteLimitOptions;
      return new PostgresRateLimitStore(
        undefined,
        `${this.prefix}${String(routeInfo.method ?? '')} ${routeInfo.url ?? ''} `,
        typeof timeWindow === 'number' ? timeWindow : this.windowMs,
      );
    }
  };
}
