import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** The app's database handle; repositories take it or a transaction (`DbOrTx`). */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseConnection {
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export function connectDatabase(
  url: string,
  options: { maxConnections?: number; onError?: (err: Error) => void } = {},
): DatabaseConnection {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (err) => options.onError?.(err));
  let closed = false;
  return {
    pool,
    db: drizzle(pool),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
