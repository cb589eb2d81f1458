import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../../infra/db/client';

/** A query as drizzle builds it (`db.select(...)...`), without LIMIT. */
export interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

const dialect = new PgDialect();
/** A raw SQL statement as a `BuiltQuery`. */
export const builtSql = (statement: SQL): BuiltQuery => ({ toSQL: () => dialect.sqlToQuery(statement) });

/** Rows fetched per round trip; an export never holds more than one batch of rows. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * Streams a query's rows in batches through a server-side cursor, inside one read-only
 * REPEATABLE READ transaction (a consistent snapshot, however long the download takes). Rows are
 * objects keyed by `fields`, the keys of the drizzle select object in their order. Stopping early
 * (the client went away) rolls the transaction back and returns the connection.
 */
export async function* streamSelect<T extends Record<string, unknown>>(
  db: Db,
  query: BuiltQuery,
  fields: readonly (keyof T & string)[],
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<T[]> {
  const { sql, params } = query.toSQL();
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
    for (;;) {
      const result = await client.query<unknown[]>({
        text: `FETCH ${batchRows} FROM export_rows`,
        rowMode: 'array',
      });
      if (result.rows.length === 0) break;
      yield result.rows.map((values) => Object.fromEntries(fields.map((f, i) => [f, values[i]])) as T);
    }
    await client.query('COMMIT');
    finished = true;
  } finally {
    if (!finished) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}
