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
