import type pg from 'pg';

/**
 * The SQL texts the app's pool ran (outside transactions: `pool.query`, what drizzle uses for a
 * single statement) while `run` ran: how many round trips a call makes, and which ones.
 */
export async function statementsDuring<T>(
  pool: pg.Pool,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const query = pool.query;
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    const config = args[0] as string | { text: string };
    statements.push(typeof config === 'string' ? config : config.text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    return { result: await run(), statements };
  } finally {
    pool.query = query;
  }
}
