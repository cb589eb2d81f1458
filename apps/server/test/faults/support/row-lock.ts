import type pg from 'pg';
import { waitUntil } from './wait';

/**
 * Holds `SELECT ... FOR UPDATE` on one users row in a transaction of the test's own, so that a
 * victim that needs the row (a foreign key check takes FOR KEY SHARE on it) stops right there,
 * inside its own transaction, until `release()`.
 */
export async function lockUserRow(pool: pg.Pool, userId: string) {
  const client = await pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
    { pid: number },
  ];
  return {
    /** The backend that waits for this lock after having written in its transaction. */
    waitForBlockedWriter: (timeoutMs = 30_000) =>
      waitUntil(
        'a transaction that wrote and now waits for the held row',
        async () => {
          const found = await pool.query<{ pid: number; query: string }>(
            `SELECT a.pid, a.query FROM pg_stat_activity a
              WHERE a.datname = current_database() AND a.wait_event_type = 'Lock'
                AND a.backend_xid IS NOT NULL AND $1 = ANY(pg_blocking_pids(a.pid))`,
            [pid],
          );
          return found.rows[0];
        },
        { timeoutMs },
      ),
    async release() {
      await client.query('ROLLBACK');
      client.release();
    },
  };
}

/** Waits until a database backend has ended (its client was killed: it rolls back and exits). */
export const waitForBackendGone = (pool: pg.Pool, pid: number) =>
  waitUntil(`backend ${pid} to end`, async () => {
    const found = await pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
    return found.rowCount === 0;
  });
