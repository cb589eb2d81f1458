// Seeds the benchmark database with a realistic referral network, set-based (see bench-seed-*.ts).
//   npm run bench:seed -- --members 1000000 [--seed 1] [--data-dir data/bench]
// Uses the embedded PostgreSQL in data/bench (wiped first), or BENCH_DATABASE_URL with --yes.
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { hashPassword } from '../src/features/accounts/password';
import { loadWithoutIndexes } from './bench-bulk-load';
import { BENCH_PASSWORD } from './bench-seed-password';
import { elapsedMs, openBenchDatabase } from './bench-database';
import {
  createCycleInput,
  insertClosure,
  insertMemberFacts,
  insertProfitAmounts,
  insertUsers,
} from './bench-seed-members';
import { buildPaths, buildShape, createBenchSchema } from './bench-seed-shape';

export { BENCH_PASSWORD };
const TARGET_DESCENDANTS = 100_000;

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    yes: { type: 'boolean', default: false },
  },
});
const members = Number(values.members);
const seed = Number(values.seed);
if (!Number.isInteger(members) || members < 1000) throw new Error('--members must be a whole number >= 1000');
if (process.env.BENCH_DATABASE_URL && !values.yes) {
  throw new Error('BENCH_DATABASE_URL is set: the seed wipes that database. Add --yes to go on.');
}

const database = await openBenchDatabase({ dataDir: values['data-dir'], wipe: true });
console.log(`Seeding ${members.toLocaleString('en')} members into ${database.description}`);
const started = performance.now();
const step = async (label: string, run: () => Promise<unknown>) => {
  const t = performance.now();
  await run();
  console.log(`${label.padEnd(46)} ${(elapsedMs(t) / 1000).toFixed(1).padStart(6)} s`);
};

try {
  const { pool } = database.connection;
  const client = await pool.connect();
  try {
    await client.query(
      `SET maintenance_work_mem = '1GB'; SET work_mem = '256MB'; SET synchronous_commit = off`,
    );
    let maxDepth = 0;
    await step('network shape (heavy-tailed branching)', async () => {
      await createBenchSchema(client, seed);
      maxDepth = await buildShape(client, members);
    });
    await step(`upline paths (${maxDepth} levels)`, () => buildPaths(client, maxDepth));
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    await loadWithoutIndexes(
      client,
      ['users', 'referral_paths'],
      async () => {
        await step('users', () => insertUsers(client, passwordHash, seed));
        await step('closure rows', () => insertClosure(client));
        await step('subscription periods and compliance checks', () => insertMemberFacts(client));
      },
      console.log,
    );
    // The closure rows' triggers wrote the history's counts as deltas (ADR 0024): folded now, as
    // the app's job would, so that reads measure the folded state.
    await step('fold the network counts', () => client.query('SELECT referral_network_counts_fold()'));
    await step('vacuum and analyze', () =>
      client.query(
        'VACUUM (ANALYZE) users, referral_paths, referral_network_counts_folded, referral_network_counts_delta',
      ),
    );
    await step('profit amounts (2 periods)', async () => {
      await insertProfitAmounts(client, seed);
      await createCycleInput(client);
    });
    await step('pick the member nearest 100,000 people below', () => pickTarget(client));
    await client.query('DROP TABLE bench.paths');
    await printSummary(client, maxDepth);
  } finally {
    client.release();
  }
  console.log(
    `Done in ${(elapsedMs(started) / 1000).toFixed(1)} s. Every account's password: ${BENCH_PASSWORD}`,
  );
} finally {
  await database.close();
}

/** The member nearest 100,000 people below, preferring networks that reach all 15 levels. */
async function pickTarget(client: pg.PoolClient) {
  await client.query(`
    CREATE TABLE bench.meta AS
    SELECT 'target_member' AS key, p.ancestor_id::text AS value, p.descendants
      FROM (SELECT ancestor_id, count(*)::int AS descendants, max(depth) AS deepest
              FROM referral_paths GROUP BY ancestor_id) p
      JOIN users u ON u.id = p.ancestor_id AND NOT u.is_admin
     ORDER BY p.deepest < 15, abs(p.descendants - ${TARGET_DESCENDANTS}), p.ancestor_id LIMIT 1`);
}

async function printSummary(client: pg.PoolClient, maxDepth: number) {
  const totals = await client.query<{ users: number; paths: number }>(
    'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM referral_paths)::int AS paths',
  );
  const levels = await client.query<{ depth: number; n: number }>(
    'SELECT depth, count(*)::int AS n FROM bench.members GROUP BY depth ORDER BY depth',
  );
  const fanout = await client.query<{ zero: number; few: number; many: number; top: number }>(`
    SELECT count(*) FILTER (WHERE n = 0)::int AS zero, count(*) FILTER (WHERE n BETWEEN 1 AND 2)::int AS few,
           count(*) FILTER (WHERE n >= 10)::int AS many, max(n)::int AS top
      FROM (SELECT m.seq, count(c.seq) AS n FROM bench.members m
            LEFT JOIN bench.members c ON c.parent = m.seq GROUP BY m.seq) f`);
  const target = await client.query<{ email: string; user_id: string; descendants: number; depth: number }>(`
    SELECT u.email, u.user_id, m.descendants, bm.depth FROM bench.meta m
      JOIN users u ON u.id = m.value::uuid JOIN bench.members bm ON bm.seq = u.deposit_index`);
  const t = totals.rows[0];
  const f = fanout.rows[0];
  const g = target.rows[0];
  console.log(
    `\nusers ${t?.users.toLocaleString('en')}, closure rows ${t?.paths.toLocaleString('en')}, depth ${maxDepth}`,
  );
  console.log(`members per level: ${levels.rows.map((r) => `${r.depth}:${r.n}`).join(' ')}`);
  console.log(`referred nobody ${f?.zero}, 1-2 people ${f?.few}, 10 or more ${f?.many}, most ${f?.top}`);
  console.log(
    `benchmark member: ${g?.email} (${g?.user_id}), level ${g?.depth}, ${g?.descendants} members in its 15 levels`,
  );
}
