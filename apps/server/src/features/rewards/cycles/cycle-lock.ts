import { errorText } from '@app/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../infra/db/client';

// Advisory lock (two-key form, its own first key) held by the one cycle running on any instance.
const CYCLE_LOCK = sql`7311, 1`;

/** A connection of its own, with the session advisory lock of the running cycle. */
export interface CycleSession {
  db: Db;
  release(): Promise<void>;
}

function poolOf(db: Db): pg.Pool {
  const pool = (db as Db & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('cycles need the database pool (drizzle over pg.Pool)');
  return pool;
}

/**
 * Takes the cycle lock on a dedicated connection, or returns null when another run (on any
 * instance) holds it. The lock lives as long as the connection: a run that dies (crash, kill -9)
 * releases it with its connection, so a RUNNING cycle whose lock is free is an interrupted one.
 */
export async function tryCycleSession(db: Db): Promise<CycleSession | null> {
  const client = await poolOf(db).connect();
  try {
    const result = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock(7311, 1) AS locked`);
    if (!result.rows[0]?.locked) {
      client.release();
      return null;
    }
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  let released = false;
  return {
    db: drizzle(client) as unknown as Db,
    release: async () => {
      if (released) return;
      released = true;
      try {
        await client.query(`SELECT pg_advisory_unlock(7311, 1)`);
        client.release();
      } catch (err) {
        // A broken connection is thrown away (its lock went with it).
        client.release(err as Error);
      }
    },
  };
}

/**
 * Marks RUNNING cycles that nobody runs any more as FAILED (CYCLE_INTERRUPTED: nothing of them
 * was paid, their transaction never committed), so they can be imported again. Safe at any time:
 * it only acts when the cycle lock is free (no cycle runs anywhere) or held by this very session.
 */
export async function recoverInterruptedCycles(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${CYCLE_LOCK}) AS locked`,
    );
    if (!lock.rows[0]?.locked) return 0;
    const result = await tx.execute(sql`
      UPDATE cycles SET status = 'FAILED', finished_at = ${now.toISOString()}::timestamptz,
             error_code = 'CYCLE_INTERRUPTED', error = ${errorText('CYCLE_INTERRUPTED')}
       WHERE status = 'RUNNING'`);
    await tx.execute(sql`
      UPDATE cycle_progress SET phase = 'FAILED', updated_at = ${now.toISOString()}::timestamptz
       WHERE cycle_id IN (SELECT id FROM cycles WHERE status = 'FAILED') AND phase <> 'FAILED'`);
    return result.rowCount ?? 0;
  });
}
