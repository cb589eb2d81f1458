import pg from 'pg';
import type { Db } from '../db/client';

// First key of the two-key advisory lock form; the second is hashtext(job name).
const JOB_LOCK_NAMESPACE = 7310;
/** How the lock connection shows in pg_stat_activity. */
export const JOB_LOCKS_APPLICATION_NAME = 'job-locks';

/** The single-instance jobs' advisory locks of one pool, on one connection of their own. */
export interface JobLockSession {
  /**
   * Runs `work` while holding the lock named `name` (against every other process and every other
   * job of this process); returns false without running it when the lock is taken.
   */
  whileHolding(name: string, work: () => Promise<void>): Promise<boolean>;
  /** One user fewer; the last one closes the connection. */
  release(): Promise<void>;
}

interface Shared {
  users: number;
  client: Promise<pg.Client> | undefined;
  /** Locks this process holds: the connection's session locks are re-entrant, these are not. */
  held: Set<string>;
  /**
   * The last statement sent on the connection: the next waits for it. Jobs tick independently,
   * and a client given a statement while it still runs another queues it with a warning (an error
   * in pg@9).
   */
  last: Promise<unknown>;
}

const sessions = new WeakMap<pg.Pool, Shared>();

function poolOf(db: Db): pg.Pool {
  const pool = (db as Db & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool))
    throw new Error('single-instance jobs need the database pool (drizzle over pg.Pool)');
  return pool;
}

/**
 * The lock session of `db`'s pool, shared by every single-instance job on that pool. Why a
 * connection of its own: a lock held by a transaction keeps a pool connection for the whole tick
 * while the tick's work takes others; with several such jobs a small pool ran dry and the work
 * waited on itself. The connection opens on first use and again after it broke (its locks went
 * with it, so a tick that loses it ends as failed and the next one starts clean).
 */
export function jobLockSession(db: Db): JobLockSession {
  const pool = poolOf(db);
  let shared = sessions.get(pool);
  if (!shared) {
    shared = { users: 0, client: undefined, held: new Set(), last: Promise.resolve() };
    sessions.set(pool, shared);
  }
  const state = shared;
  state.users++;
  let released = false;

  const connect = (): Promise<pg.Client> => {
    if (state.client) return state.client;
    const client = new pg.Client({ ...pool.options, application_name: JOB_LOCKS_APPLICATION_NAME });
    const opening = client.connect().then(() => client);
    // A broken connection must not crash the process: it is dropped and opened again next tick.
    const forget = () => {
      if (state.client === opening) state.client = undefined;
    };
    client.on('error', forget);
    client.on('end', forget);
    opening.catch(forget);
    state.client = opening;
    return opening;
  };

  const query = (text: string, name: string): Promise<boolean> => {
    const sent = state.last.then(async () => {
      const client = await connect();
      const result = await client.query<{ done: boolean }>(text, [JOB_LOCK_NAMESPACE, name]);
      return result.rows[0]?.done === true;
    });
    state.last = sent.catch(() => undefined);
    return sent;
  };

  return {
    async whileHolding(name, work) {
      if (state.held.has(name)) return false;
      state.held.add(name);
      try {
        if (!(await query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS done', name))) return false;
        try {
          await work();
        } finally {
          // A broken connection has already let the lock go.
          await query('SELECT pg_advisory_unlock($1, hashtext($2)) AS done', name).catch(() => undefined);
        }
        return true;
      } finally {
        state.held.delete(name);
      }
    },
    async release() {
      if (released) return;
      released = true;
      state.users--;
      if (state.users > 0 || !state.client) return;
      const client = state.client;
      state.client = undefined;
      await (await client.catch(() => undefined))?.end().catch(() => undefined);
    },
  };
}
