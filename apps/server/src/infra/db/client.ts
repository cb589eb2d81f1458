import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The app's database handle; repositories take it or a transaction (`DbOrTx`). */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * One consistent snapshot for the several reads of one answer (readInSnapshot below):
 * every statement sees the same committed data, on the primary or a replica.
 */
export const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * A step between the first read of an answer and the next ones, for tests that commit a change
 * there: an answer read in one SNAPSHOT must not show it.
 */
export interface BetweenReads {
  afterFirstRead?: () => Promise<void>;
}

/**
 * The reads of one answer (`read`) in one SNAPSHOT. Given a transaction already (an answer
 * composed of several, like the admin user detail), they run in it: the caller's transaction is
 * the snapshot, if it is one (SNAPSHOT).
 */
export function readInSnapshot<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? read(db) : (db as Db).transaction(read, SNAPSHOT);
}

/**
 * A list answer's reads from one SNAPSHOT (readInSnapshot): its page first, then the rest (the pager's total,
 * statistics, the page's own figures), one after the other on the transaction's one connection,
 * so a change committing meanwhile cannot set the page apart from its figures.
 */
export async function readPageInSnapshot<Page, Rest>(
  db: DbOrTx,
  reads: { page: (tx: DbOrTx) => Promise<Page>; rest: (tx: DbOrTx, page: Page) => Promise<Rest> },
  between: BetweenReads = {},
): Promise<[Page, Rest]> {
  const read = async (tx: DbOrTx): Promise<[Page, Rest]> => {
    const page = await reads.page(tx);
    await between.afterFirstRead?.();
    return [page, await reads.rest(tx, page)];
  };
  return readInSnapshot(db, read);
}

/**
 * Independent reads of one answer: overlapping on the pool (each on a connection of its own),
 * one after the other inside a transaction (one connection runs one statement at a time: never
 * `Promise.all` on a transaction).
 */
export async function readAll<T extends readonly unknown[]>(
  db: DbOrTx,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  if (!(db instanceof PgTransaction))
    return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

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
  // Nor a checked-out one between two queries (a transaction's client while JS runs, a cycle's
  // session): node-postgres emits 'error' on it, which without a listener is an uncaught exception.
  pool.on('connect', (client) => client.on('error', (err) => options.onError?.(err)));
  takeBackDeadClients(pool);
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

/**
 * A checked-out client whose connection closed (database restart) goes back to the pool at once,
 * as broken. drizzle's `transaction()` runs BEGIN outside its try/finally and never releases the
 * client when BEGIN fails (drizzle-orm issues #6023, #6241, still open): without this, every
 * transaction started on a connection the restart killed would keep a pool slot forever, and
 * the app would hang once they were all gone. The owner's own later release is then a no-op.
 */
export function takeBackDeadClients(pool: pg.Pool) {
  const watchers = new WeakMap<pg.PoolClient, () => void>();
  pool.on('acquire', (client) => {
    const onEnd = () => {
      watchers.delete(client);
      const release = client.release;
      client.release = () => {};
      release.call(client, new Error('the database connection closed while checked out'));
    };
    watchers.set(client, onEnd);
    client.once('end', onEnd);
  });
  pool.on('release', (_err, client) => {
    const onEnd = watchers.get(client);
    if (onEnd) client.removeListener('end', onEnd);
    watchers.delete(client);
  });
}
