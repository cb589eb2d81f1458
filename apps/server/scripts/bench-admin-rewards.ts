// The admin rewards list by time (ADR 0020) on a seeded database with cycles in place, before and
// after in the same run:
//   npx tsx scripts/bench-admin-rewards.ts --data-dir <dir> [--runs 20] [--before-runs 2] [--add-direct N]
// The bench seed pays no DIRECT rewards: --add-direct N first writes N DIRECT rewards into `rewards`
// itself (an upline at levels 1-3 for a member of its network, as the product pays them; periods
// 1-12, times spread over the cycles' year, 2 % forfeited), so that the merge has
// rows of `rewards` between the cycles (a one-off: the rows stay in that data dir); --cycles N
// first runs N cycles on a fresh `npm run bench:seed` database (bench-cycle.ts benchMoreCycles).
// "before" is the plain query (every reward sorted) with its statistics, as main ran it; "after"
// is `listAdminRewards` (page ids from the merge, then their rows) for the default view, filters,
// oldest first and later pages.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { adminRewardsSelect } from '../src/features/admin/rewards/admin-reward-query';
import { adminRewardStatistics, listAdminRewards } from '../src/features/admin/rewards/list-admin-rewards';
import { benchMoreCycles } from './bench-cycle';
import { openBenchDatabase } from './bench-database';
import { machineLoad, printTimings, time, type Timing } from './bench-network';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '20' },
    'before-runs': { type: 'string', default: '2' },
    'add-direct': { type: 'string', default: '0' },
    cycles: { type: 'string', default: '0' },
  },
});
const runs = Number(values.runs);
const load = () => machineLoad();

const database = await openBenchDatabase({ dataDir: values['data-dir'] });
try {
  const { db } = database.connection;
  const cycles = Number(values.cycles);
  if (cycles > 0) await benchMoreCycles(db, cycles, () => {});
  const addDirect = Number(values['add-direct']);
  if (addDirect > 0) {
    const started = performance.now();
    await db.execute(sql`
      WITH pairs AS (SELECT ancestor_id, descendant_id, depth, row_number() OVER () AS k
                       FROM referral_paths WHERE depth <= 3),
           span AS (SELECT min(created_at) - interval '30 days' AS first, max(created_at) + interval '1 day' AS last FROM rewards)
      INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
      SELECT p.ancestor_id, p.descendant_id, 'DIRECT', p.depth, 10, 50, 5, 1 + g % 12,
             CASE WHEN g % 50 = 0 THEN 'FORFEITED' ELSE 'CREDITED' END::reward_status,
             span.first + (span.last - span.first) * random()
        FROM generate_series(1, ${addDirect}) g CROSS JOIN span
        JOIN pairs p ON p.k = 1 + (g::bigint * 7919) % (SELECT count(*) FROM pairs)
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`ANALYZE rewards`);
    console.log(
      `${addDirect.toLocaleString('en')} DIRECT rewards added in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const shape = await db.execute<{ rewards: string; parent: string; tables: number }>(sql`
    SELECT (SELECT sum(rewards)::text FROM reward_totals) AS rewards,
           (SELECT count(*)::text FROM ONLY rewards) AS parent,
           (SELECT count(*)::int FROM cycles WHERE status = 'PAID') AS tables`);
  const { rewards, parent, tables } = shape.rows[0]!;
  const total = Number(rewards);
  console.log(
    `${Number(rewards).toLocaleString('en')} listed rewards, ${Number(parent).toLocaleString('en')} in rewards itself, ${tables} paid cycles (load ${load()})`,
  );
  const page = { page: 1, limit: 20, sort: '-createdAt' as const };
  const lastPage = Math.ceil(total / 20);
  const after: Timing[] = [];
  const cases: [string, Parameters<typeof listAdminRewards>[1]][] = [
    ['newest first, page 1', page],
    ['newest first, page 2', { ...page, page: 2 }],
    ['newest first, page 1,000', { ...page, page: 1000 }],
    ['newest first, page 100,000 (inside a cycle)', { ...page, page: 100_000 }],
    [`newest first, last page (${lastPage.toLocaleString('en')})`, { ...page, page: lastPage }],
    ['oldest first, page 1', { ...page, sort: 'createdAt' }],
    ['oldest first, page 2', { ...page, sort: 'createdAt', page: 2 }],
    ['type DIRECT, page 1', { ...page, type: 'DIRECT' }],
    ['type DOWNLINE, page 1', { ...page, type: 'DOWNLINE' }],
    ['level 1, page 1', { ...page, level: 1 }],
    ['level 5, page 1', { ...page, level: 5 }],
    ['level 15, page 1', { ...page, level: 15 }],
  ];
  for (const [label, query] of cases)
    after.push(await time(`after: ${label}`, runs, () => listAdminRewards(db, query)));
  console.log(`\nAfter (load ${load()})`);
  printTimings(after);

  // The plain query as main ran it: minutes per sample at 12 cycles, so few samples, no warm-up.
  const beforeRuns = Number(values['before-runs']);
  const samples: number[] = [];
  for (let i = 0; i < beforeRuns; i++) {
    const started = performance.now();
    await Promise.all([
      adminRewardsSelect(db, {}, '-createdAt').limit(20).offset(0),
      adminRewardStatistics(db, {}),
    ]);
    samples.push(performance.now() - started);
  }
  console.log(
    `\nBefore: plain query, newest first, page 1 with statistics: ${samples.map((s) => `${(s / 1000).toFixed(1)} s`).join(', ')} (load ${load()})`,
  );
} finally {
  await database.close();
}
