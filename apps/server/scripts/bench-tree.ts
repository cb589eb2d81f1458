// The network tree's two reads alone (issue 16, ADR 0022) on a seeded database that already holds
// its cycles, for the bench member (bench.meta): the first load (15 levels) and one expanded level.
//   node --import tsx scripts/bench-tree.ts --data-dir /path/to/copy [--runs 40] [--rounds 1]
//        [--answers answers.json]
// --answers writes the answers (first load, a first-level node's children, the viewer's children)
// to a file, so that two versions of the code can be shown to answer the same on the same data.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { getReferralTree } from '../src/features/network/referral-tree';
import { getTreeChildren } from '../src/features/network/tree-children';
import { openBenchDatabase } from './bench-database';
import { benchmarkMember, benchTree, machineLoad, printTimings } from './bench-network';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    answers: { type: 'string' },
  },
});
const load = () => machineLoad();

const database = await openBenchDatabase({ dataDir: values['data-dir'] });
try {
  const { db } = database.connection;
  const member = await benchmarkMember(db);
  console.log(`Network of ${member.user_id}: ${member.descendants} members; load ${load()}`);
  if (values.answers) {
    const deps = { db, now: () => new Date('2030-01-01T00:00:00Z') };
    const tree = await getReferralTree(deps, member.id, { maxLevels: 15 });
    const first = tree.referralTree[0];
    const children = first
      ? await getTreeChildren(deps, member.id, { nodeId: first._id }, { maxLevels: 15, page: 1, limit: 100 })
      : null;
    const viewerChildren = await getTreeChildren(
      deps,
      member.id,
      { nodeId: member.id },
      { maxLevels: 15, page: 1, limit: 100 },
    );
    writeFileSync(values.answers, JSON.stringify({ tree, children, viewerChildren }, null, 1));
    console.log(`answers written to ${values.answers}`);
  }
  for (let round = 1; round <= Number(values.rounds); round++) {
    console.log(`\nround ${round} (load ${load()})`);
    printTimings(await benchTree(db, member.id, Number(values.runs)));
  }
  console.log(`load at the end ${load()}`);
} finally {
  await database.close();
}
