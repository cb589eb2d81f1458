import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { connectDatabase, type Db } from '../../src/infra/db/client';
import type { DevServicesInfo } from '../../src/infra/dev-services';
import { type TestClock, testClock } from './clock';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (the real loadConfig reads them). */
  env?: Record<string, string>;
  clock?: TestClock;
  webDistDir?: string;
  logStream?: NodeJS.WritableStream;
  /** Extra routes or hooks for a test, added before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The embedded default's dev services (onboarding's test payment, simulator rules). */
  dev?: DevServicesInfo;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** The caller's address (request.ip); 127.0.0.1 by default. */
  remoteAddress?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by the assertions
type JsonBody = any;

export interface TestResponse<T = JsonBody> {
  status: number;
  headers: Record<string, unknown>;
  body: T;
  text: string;
}

export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/**
 * The real app on its own throw-away database copied from the migrated template. Call over HTTP
 * with `call(...)` (or `app.inject`), and `close()` after the file's tests.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const connection = connectDatabase(database.url, { maxConnections: 5 });
  return createAppOn({ url: database.url, connection, drop: database.drop }, options);
}

/**
 * The real app as the tests build it, on a database given by URL and a connection to it;
 * `close()` closes the app and the connection, and drops the database when `drop` is given.
 */
export async function createAppOn(
  database: { url: string; connection: ReturnType<typeof connectDatabase>; drop?: () => Promise<unknown> },
  options: TestAppOptions = {},
) {
  const { connection } = database;
  const clock = options.clock ?? testClock();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATABASE_URL: database.url,
    APP_URL: 'http://localhost:5173',
    // Every call of a test comes from one address: per-address limits only where a test sets 1.
    RATE_LIMIT_SCALE: '100',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: connection.db,
    jwtSecret: TEST_JWT_SECRET,
    now: clock.now,
    webDistDir: options.webDistDir,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.dev ? { dev: options.dev } : {}),
  });
  await app.ready();

  async function call<T = JsonBody>(method: InjectOptions['method'], url: string, opts: CallOptions = {}) {
    const query = Object.fromEntries(
      Object.entries(opts.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const response = await app.inject({
      method,
      url,
      query,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
    });
    let body: unknown = undefined;
    try {
      body = response.json();
    } catch {
      // not JSON (HTML pages, files)
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body: body as T,
      text: response.body,
    } satisfies TestResponse<T>;
  }

  return {
    app,
    db: connection.db as Db,
    pool: connection.pool,
    databaseUrl: database.url,
    config,
    clock,
    call,
    get: <T = JsonBody>(url: string, opts?: CallOptions) => call<T>('GET', url, opts),
    post: <T = JsonBody>(url: string, opts?: CallOptions) => call<T>('POST', url, opts),
    put: <T = JsonBody>(url: string, opts?: CallOptions) => call<T>('PUT', url, opts),
    del: <T = JsonBody>(url: string, opts?: CallOptions) => call<T>('DELETE', url, opts),
    /** The services' dependencies, for helpers that act directly (sessions, users). */
    deps: () => ({ db: connection.db as Db, jwtKey: app.ctx.jwtKey, now: clock.now }),
    async close() {
      await app.close();
      await connection.close();
      await database.drop?.();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createAppOn>>;
