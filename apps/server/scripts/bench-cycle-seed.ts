// The reward cycle benchmark's own network (scripts/bench-cycle.ts), seeded set-based
// (generate_series) on an empty migrated database: `seedCycleNetwork(db, { members })`.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/infra/db/client';

export interface CycleSeedOptions {
  members: number;
  /** PostgreSQL's random seed (-1..1): the same seed builds the same network. */
  seed?: number;
  log?: (message: string) => void;
}

export interface CycleNetwork {
  members: number;
  closureRows: number;
  seconds: { members: number; closure: number };
}

/**
 * A referral network of `members` members under one admin root, every one of them able to earn
 * and to be paid for (the cycle's worst case: each member's amount pays all its uplines): ten
 * leaders in a chain under the root; then each newcomer joins a leader (3 %), a hub (every 1000th
 * member, 7 %), a recent member (60 %: long chains, so most members have all 15 uplines) or anyone
 * earlier (30 %). Most bring few, some bring many, the depth goes far beyond 15. Each member is
 * verified, ACTIVE, linked (UID 100000000000 + n) and paid for the year, and has a profit share in
 * `bench_profits(line, uid, amount)` (1-500 USDT, 6 decimals).
 */
export async function seedCycleNetwork(db: Db, options: CycleSeedOptions): Promise<CycleNetwork> {
  const log = options.log ?? (() => {});
  const n = options.members;
  const started = performance.now();
  await db.execute(sql`SELECT setseed(${options.seed ?? 0.42})`);
  const root = await db.execute<{ id: string }>(sql`
    INSERT INTO users (user_id, first_name, last_name, email, is_email_verified, is_admin, referral_code, status)
    VALUES ('BROOT000', 'Bench', 'Root', 'bench.root@example.com', true, true, 'BROOT000', 'ACTIVE') RETURNING id`);
  const rootId = root.rows[0]!.id;

  await db.execute(sql`
    CREATE UNLOGGED TABLE bench_members AS
    SELECT i, gen_random_uuid() AS id,
           CASE WHEN i <= 10 THEN i - 1
                WHEN r < 0.03 THEN 1 + floor(random() * 10)::int
                WHEN r < 0.10 AND i > 2000 THEN (1 + floor(random() * floor((i - 1) / 1000)))::int * 1000
                WHEN r < 0.70 THEN greatest(1, i - 1 - floor(random() ^ 2 * least(i - 2, 2000))::int)
                ELSE 1 + floor(random() * (i - 1))::int
           END AS parent,
           now() - interval '2 days' - (${n} - i) * interval '20 seconds' AS joined_at
      FROM (SELECT i, random() AS r FROM generate_series(1, ${n}) AS i) s`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_members (i)`);
  await db.execute(sql`
    INSERT INTO users (id, user_id, first_name, last_name, email, is_email_verified, referral_code, referred_by_id,
                       status, bingx_uid, subscription_paid_at, subscription_expires_at, created_at, updated_at)
    SELECT m.id, 'B' || lpad(m.i::text, 7, '0'), 'Bench', 'Member ' || m.i, 'bench' || m.i || '@example.com', true,
           'R' || lpad(m.i::text, 7, '0'), coalesce(p.id, ${rootId}::uuid), 'ACTIVE', (100000000000 + m.i)::text,
           m.joined_at, now() + interval '300 days', m.joined_at, m.joined_at
      FROM bench_members m LEFT JOIN bench_members p ON p.i = m.parent
     ORDER BY m.i`);
  await db.execute(sql`
    CREATE TABLE bench_profits AS
    SELECT i AS line, (100000000000 + i)::text AS uid, round((1 + random() * 499)::numeric, 6)::text AS amount
      FROM generate_series(1, ${n}) AS i`);
  // What onboarding and the compliance job record: the paid period, a compliant check made now.
  await db.execute(sql`
    INSERT INTO subscription_periods (user_id, period_number, starts_at, ends_at, paid_at, amount_usdt)
    SELECT id, 1, subscription_paid_at, subscription_expires_at, subscription_paid_at, 10
      FROM users WHERE subscription_paid_at IS NOT NULL`);
  await db.execute(sql`
    INSERT INTO member_compliance (user_id, compliant, balance_usdt, last_checked_at)
    SELECT id, true, 250, now() FROM users WHERE bingx_uid IS NOT NULL`);
  await db.execute(sql`DROP TABLE bench_members`);
  const membersSeconds = seconds(started);
  log(`  ${n} members (${membersSeconds} s)`);

  // The closure, level by level: the uplines of a member are its referrer and the referrer's uplines.
  const closureStart = performance.now();
  const columns = sql`(ancestor_id, descendant_id, depth, descendant_joined_at, descendant_status, descendant_linked, descendant_paid_until)`;
  const facts = sql`u.created_at, 'ACTIVE'::user_status, true, u.subscription_expires_at`;
  await db.execute(sql`
    INSERT INTO referral_paths ${columns}
    SELECT u.referred_by_id, u.id, 1, ${facts} FROM users u WHERE u.referred_by_id IS NOT NULL`);
  for (let depth = 1; depth < 15; depth++) {
    const added = await db.execute(sql`
      INSERT INTO referral_paths ${columns}
      SELECT p.ancestor_id, u.id, ${depth + 1}, ${facts}
        FROM referral_paths p JOIN users u ON u.referred_by_id = p.descendant_id
       WHERE p.depth = ${depth}`);
    log(`  closure level ${depth + 1}: ${added.rowCount} rows (${seconds(closureStart)} s)`);
  }
  await db.execute(sql`VACUUM ANALYZE users`);
  await db.execute(sql`VACUUM ANALYZE referral_paths`);
  const closure = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM referral_paths`);
  return {
    members: n,
    closureRows: Number(closure.rows[0]?.n ?? 0),
    seconds: { members: membersSeconds, closure: seconds(closureStart) },
  };
}

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));
