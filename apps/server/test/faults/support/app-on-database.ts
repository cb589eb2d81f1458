import { connectDatabase } from '../../../src/infra/db/client';
import { createAppOn, type TestApp } from '../../support/create-test-app';

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
  return createAppOn({ url: databaseUrl, connection }, options);
}
