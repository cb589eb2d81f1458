import type pg from 'pg';

/**
 * How many backends of the test's database wait for a lock right now: polled until the requests
 * a test started are provably queued behind a lock it holds.
 */
export async function backendsWaitingForLocks(db: pg.Pool | pg.PoolClient): Promise<number> {
  const waiting = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
  );
  return waiting.rows[0]?.n ?? 0;
}
