import type { InjectOptions } from 'fastify';
import { buildApp } from '../../../src/app';
import { type Config, loadConfig } from '../../../src/config';
import { connectDatabase, type Db } from '../../../src/infra/db/client';
import { testClock } from '../../support/clock';
import {
  type CallOptions,
  TEST_JWT_SECRET,
  type TestApp,
  type TestResponse,
} from '../../support/create-test-app';

/**
 * The real app, shaped like `createTestApp()`'s, on a database the test owns (its own embedded
 * PostgreSQL, which it stops and starts). Closing it leaves that database alone.
 */
export async function createAppOnDatabase(
  databaseUrl: string,
  options: { env?: Record<string, string>; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  // An idle pooled connection dropped by a restart must not crash the test process.
  const connection = connectDatabase(databaseUrl, { maxConnections: 5, onError: () => {} });
  const clock = testClock();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    DATABASE_URL: databaseUrl,
    APP_URL: 'http://localhost:5173',
    RATE_LIMIT_SCALE: '100',
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: connection.db,
    jwtSecret: TEST_JWT_SECRET,
    now: clock.now,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by the assertions
  async function call<T = any>(method: InjectOptions['method'], url: string, opts: CallOptions = {}) {
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
      ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
    });
    let body: unknown = undefined;
    try {
      body = response.json();
    } catch {
      // not JSON
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
    databaseUrl,
    config,
    clock,
    call,
    get: (url, opts) => call('GET', url, opts),
    post: (url, opts) => call('POST', url, opts),
    put: (url, opts) => call('PUT', url, opts),
    del: (url, opts) => call('DELETE', url, opts),
    deps: () => ({ db: connection.db as Db, jwtKey: app.ctx.jwtKey, now: clock.now }),
    async close() {
      await app.close();
      await connection.close();
    },
  };
}
