import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * A query run on hot paths as a named prepared statement: drizzle builds its SQL once per database
 * handle (the pool's, or a transaction's), and PostgreSQL parses and plans it once per connection.
 * `build` must end with `.prepare('<unique name>')`; one name, one SQL text.
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const built = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A raw SQL statement (with `sql.placeholder(...)` for its values) run as a named prepared
 * statement: the same rows as `db.execute` (same type parsers), planned once per connection.
 * One name, one SQL text.
 */
export function preparedSql<Row>(
  name: string,
  statement: SQL,
): (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const query = dialect.sqlToQuery(statement);
  return preparedQuery(
    (db) =>
      db._.session.prepareQuery(query, undefined, name, false) as unknown as {
        execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
      },
  );
}
