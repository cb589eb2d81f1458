// The benchmarks of issue 5 on the seeded database (run `npm run bench:seed` first):
//   npm run bench [-- --runs 50] [--data-dir data/bench] [--skip-cycle] [--cycles 12] [--skip-indexed-insert]
//                 [--extra-cycles N]
// With --extra-cycles N (and --skip-cycle) on a database that already holds cycles, it times N
// further cycles after the reads (each the day before the earliest day paid for), then the reads
// again: the same data before and after a change (ADR 0019 measured its summaries so).
// With --cycles N (issue 16; default 12) it runs N - 1 more cycles after the timed one, on other
// days, printing each one's time and storage, then times the reads again with N cycles in place
// (network, a member's rewards, the admin reads).
// Network reads for the member nearest 100,000 descendants, then the reward engineer's cycle
// benchmark (scripts/bench-cycle.ts), then the network reads again with the cycle's rewards.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/infra/db/client';
import type { BenchDatabase } from './bench-database';
import { openBenchDatabase } from './bench-database';
import { benchFold, benchMoreCycles } from './bench-cycle';
import { benchmarkMember, benchNetwork, machineLoad, printTimings } from './bench-network';
import { benchAdminReads, benchRewardReads } from './bench-reads';

const load = () => machineLoad();

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    'skip-cycle': { type: 'boolean', default: false },
    cycles: { type: 'string', default: '12' },
    // The old write path's comparison (insert into an indexed copy): minutes at 1M members.
    'skip-indexed-insert': { type: 'boolean', default: false },
    'extra-cycles': { type: 'string', default: '0' },
  },
});
const runs = Number(values.runs);

const opening = performance.now();
const database = await openBenchDatabase({ dataDir: values['data-dir'] });
// Migrations run here: a backfill of existing data shows in this figure.
console.log(`Database started and migrated in ${((performance.now() - opening) / 1000).toFixed(1)} s`);
try {
  const { db } = database.connection;
  const version = await db.execute<{ v: string }>(sql`SELECT current_setting('server_version') AS v`);
  const members = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  console.log(
    `Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
      `PostgreSQL ${version.rows[0]?.v} (${database.description}); ${members.rows[0]?.n.toLocaleString('en')} members`,
  );
  const member = await benchmarkMember(db);
  console.log(
    `\nNetwork of ${member.user_id}: ${member.descendants.toLocaleString('en')} members in its 15 levels`,
  );
  printTimings(await benchNetwork(db, member.id, runs));
  // Cycles paid before the running totals (ADR 0030), or by a run stopped before its fold: the
  // tree above read them one by one; folded, it reads the totals (the same data, both ways).
  console.log('\nCycles not folded into the running totals yet (scripts/bench-cycle.ts benchFold)');
  if ((await benchFold(db, (m) => console.log(`  ${m}`))).folded.length > 0) {
    console.log(`\nNetwork of ${member.user_id} again, with the running totals (load ${load()})`);
    printTimings(await benchNetwork(db, member.id, runs));
  }
  console.log(`\nRewards of ${member.user_id} and admin reads (load ${load()})`);
  printTimings([...(await benchRewardReads(db, member.id, runs)), ...(await benchAdminReads(db))]);

  const extra = Number(values['extra-cycles']);
  if (extra > 0) {
    const used = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cycles`);
    console.log(`\n${extra} extra cycles on the cycles in place (scripts/bench-cycle.ts benchMoreCycles)`);
    const figures = await benchMoreCycles(db, extra, (m) => console.log(`  ${m}`), used.rows[0]?.n ?? 0);
    console.log(JSON.stringify(figures));
    console.log(`\nNetwork of ${member.user_id} again (load ${load()})`);
    printTimings(await benchNetwork(db, member.id, runs));
    console.log(`\nRewards of ${member.user_id} and admin reads (load ${load()})`);
    printTimings([...(await benchRewardReads(db, member.id, runs)), ...(await benchAdminReads(db))]);
  }

  if (!values['skip-cycle'] && (await runCycleBenchmark(database))) {
    const more = Math.max(0, Number(values.cycles) - 1);
    if (more > 0) {
      console.log(`\n${more} more cycles (scripts/bench-cycle.ts benchMoreCycles)`);
      const figures = await benchMoreCycles(db, more, (m) => console.log(`  ${m}`));
      console.log(JSON.stringify(figures));
    } else {
      await benchFold(db, (m) => console.log(`  ${m}`));
    }
    const cycles = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM cycles WHERE status = 'PAID'`,
    );
    console.log(
      `\nNetwork of ${member.user_id} again, with ${cycles.rows[0]?.n} cycles' rewards in place (load ${load()})`,
    );
    printTimings(await benchNetwork(db, member.id, runs));
    console.log(`\nRewards of ${member.user_id} and admin reads (load ${load()})`);
    printTimings([...(await benchRewardReads(db, member.id, runs)), ...(await benchAdminReads(db))]);
  }
} finally {
  await database.close();
}

/**
 * The DOWNLINE cycle benchmark belongs to the rewards feature: scripts/bench-cycle.ts exports
 * `benchCycle(db, log)`, which runs a cycle over `bench_profits` (written by the seed) and returns
 * its figures. Returns whether it ran.
 */
async function runCycleBenchmark(benchDatabase: BenchDatabase): Promise<boolean> {
  const file = new URL('./bench-cycle.ts', import.meta.url);
  if (!existsSync(file)) {
    console.log('\nCycle benchmark: scripts/bench-cycle.ts not found, skipped.');
    return false;
  }
  let module: {
    benchCycle?: (
      db: Db,
      log?: (message: string) => void,
      options?: { skipIndexedInsert?: boolean },
    ) => Promise<unknown>;
  };
  try {
    module = (await import(file.href)) as typeof module;
  } catch (err) {
    console.log(
      `\nCycle benchmark: scripts/bench-cycle.ts does not load (${(err as Error).message}), skipped.`,
    );
    return false;
  }
  if (typeof module.benchCycle !== 'function') {
    console.log('\nCycle benchmark: scripts/bench-cycle.ts exports no benchCycle(db), skipped.');
    return false;
  }
  console.log('\nDOWNLINE cycle over the seeded network (scripts/bench-cycle.ts)');
  try {
    const figures = await module.benchCycle(benchDatabase.connection.db, (m) => console.log(`  ${m}`), {
      skipIndexedInsert: values['skip-indexed-insert'],
    });
    console.log(JSON.stringify(figures, null, 2));
    return true;
  } catch (err) {
    // A second run finds the cycle already paid: seed again for fresh cycle figures.
    console.log(`Cycle benchmark failed: ${(err as Error).message} (run \`npm run bench:seed\` first).`);
    return false;
  }
}
