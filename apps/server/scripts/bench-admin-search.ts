// The admin rewards list searched (`GET /rewards/admin/all?search=`), before and after in the same
// run, on a seeded bench database with cycles in place:
//   npx tsx scripts/bench-admin-search.ts --data-dir <dir> [--runs 10]
// "before" is the search as main ran it, which the list still runs when a search matches many
// accounts: the recipient OR the source member among the matching accounts, over every reward (no
// index leads with the source), page 1 by time and the statistics; "after" is `listAdminRewards`,
// which for few accounts reads their own rewards and, through their closure rows, the rewards
// their uplines got for them. The seed's e-mails are
// member<n>@bench.example: 'member12345' matches 11 accounts, 'member1234' 111, 'member123' 1,111,
// 'member12' 11,111; 'garcia' is one of twenty last names (~50,000 at 1M).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  adminRewardStatistics,
  adminRewardsPage,
  listAdminRewards,
} from '../src/features/admin/rewards/list-admin-rewards';
import { openBenchDatabase } from './bench-database';
import { machineLoad, printTimings, time, type Timing } from './bench-network';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    runs: { type: 'string', default: '10' },
    terms: { type: 'string', default: 'member12345,member1234,member123,member12,garcia' },
  },
});
const runs = Number(values.runs);
const load = () => machineLoad();

const database = await openBenchDatabase({ dataDir: values['data-dir'] });
try {
  const { db } = database.connection;
  const shape = await db.execute<{ rewards: string; tables: number }>(sql`
    SELECT (SELECT sum(rewards)::text FROM reward_totals) AS rewards,
           (SELECT count(*)::int FROM cycles WHERE status = 'PAID') AS tables`);
  const { rewards, tables } = shape.rows[0]!;
  console.log(
    `${Number(rewards).toLocaleString('en')} listed rewards, ${tables} paid cycles (load ${load()})`,
  );
  const timings: Timing[] = [];
  const page = { page: 1, limit: 20, sort: '-createdAt' as const };
  for (const term of (values.terms ?? '').split(',')) {
    let before = -1;
    timings.push(
      await time(`'${term}', before`, runs, async () => {
        const filter = { search: term, searchBreadth: 'many' as const };
        await adminRewardsPage(db, filter, page);
        before = (await adminRewardStatistics(db, filter)).total;
      }),
    );
    let after = -1;
    timings.push(
      await time(`'${term}', after`, runs, async () => {
        const answer = await listAdminRewards(db, { ...page, search: term });
        after = answer.pagination.totalRecords;
      }),
    );
    console.log(
      `'${term}': ${after.toLocaleString('en')} rewards listed, ${before === after ? 'as many as before' : `BEFORE ${before}`}`,
    );
  }
  console.log(`\n(load ${load()})`);
  printTimings(timings);
} finally {
  await database.close();
}
