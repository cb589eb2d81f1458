// The network's read paths timed through the real service functions, for the seeded member
// nearest 100,000 people in its 15 levels (bench.meta, written by bench-seed.ts).
import os from 'node:os';
import { REFERRALS_PAGE_SIZE } from '@app/contract';
import { sql } from 'drizzle-orm';
import { readHistoryPage } from '../src/features/network/history-page';
import { getReferralHistory } from '../src/features/network/referral-history';
import { getReferralTree } from '../src/features/network/referral-tree';
import { getTreeChildren } from '../src/features/network/tree-children';
import type { Db } from '../src/infra/db/client';
import { quantile } from './bench-database';

export interface Timing {
  label: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  note?: string;
}

/** The machine's load averages (1, 5, 15 minutes), for the figures printed beside them. */
export const machineLoad = (digits = 1) =>
  os
    .loadavg()
    .map((l) => l.toFixed(digits))
    .join(' ');

export async function time(label: string, runs: number, run: (i: number) => Promise<unknown>, note?: string) {
  for (let i = 0; i < 3; i++) await run(i); // warm caches and plans
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const timing: Timing = {
    label,
    runs,
    p50: round(quantile(samples, 0.5)),
    p95: round(quantile(samples, 0.95)),
    max: round(samples.at(-1) ?? 0),
  };
  return note ? { ...timing, note } : timing;
}

export async function benchmarkMember(db: Db) {
  const result = await db.execute<{ id: string; user_id: string; descendants: number }>(sql`
    SELECT m.value AS id, u.user_id, m.descendants FROM bench.meta m JOIN users u ON u.id = m.value::uuid
     WHERE m.key = 'target_member'`);
  const row = result.rows[0];
  if (!row) throw new Error('No benchmark member: run `npm run bench:seed` first.');
  return row;
}

export async function benchNetwork(db: Db, viewerId: string, runs = 50): Promise<Timing[]> {
  const deps = { db, now: () => new Date() };
  const timings: Timing[] = [];
  const limit = REFERRALS_PAGE_SIZE;

  for (const level of [undefined, 1, 2, 5, 10, 15]) {
    const first = await getReferralHistory(deps, viewerId, { page: 1, limit, level });
    const pages = Math.max(1, first.pagination.totalPages);
    // Pages spread over the whole list, the last ones included (the deepest offsets).
    const pageOf = (i: number) => (i === 0 ? pages : 1 + ((i * 7919) % pages));
    timings.push(
      await time(
        `history page, ${level === undefined ? 'all levels' : `level ${level}`}`,
        runs,
        (i) => getReferralHistory(deps, viewerId, { page: pageOf(i), limit, level }),
        `${first.pagination.totalRecords} members, ${pages} pages`,
      ),
    );
  }
  // The statistics as the app reads them: the history's one statement, with a one-member page.
  timings.push(
    await time('statistics (whole network)', runs, () =>
      readHistoryPage(db, viewerId, {}, { page: 1, limit: 1 }, new Date()),
    ),
  );

  timings.push(...(await benchTree(db, viewerId, runs)));
  return timings;
}

/** The tree's first load (15 levels) and one expanded level: the node the page would expand next. */
export async function benchTree(db: Db, viewerId: string, runs = 50): Promise<Timing[]> {
  const deps = { db, now: () => new Date() };
  const timings: Timing[] = [];
  const tree = await getReferralTree(deps, viewerId, { maxLevels: 15 });
  const carried = countNodes(tree.referralTree);
  timings.push(
    await time(
      'tree, first load (15 levels)',
      Math.ceil(runs / 2),
      () => getReferralTree(deps, viewerId, { maxLevels: 15 }),
      `${carried.nodes} nodes carried, down to level ${carried.deepest}`,
    ),
  );
  const expandable = deepestWithChildren(tree.referralTree);
  if (expandable) {
    timings.push(
      await time(
        'tree, one expanded level (children)',
        runs,
        () =>
          getTreeChildren(deps, viewerId, { nodeId: expandable._id }, { maxLevels: 15, page: 1, limit: 100 }),
        `node at level ${expandable.level} with ${expandable.totalDescendants} members below`,
      ),
    );
  }
  return timings;
}

interface AnyNode {
  _id: string;
  level: number;
  hasChildren: boolean;
  totalDescendants: number;
  children: AnyNode[];
}

function countNodes(nodes: AnyNode[]): { nodes: number; deepest: number } {
  let count = 0;
  let deepest = 0;
  const walk = (list: AnyNode[]) => {
    for (const n of list) {
      count++;
      deepest = Math.max(deepest, n.level);
      walk(n.children);
    }
  };
  walk(nodes);
  return { nodes: count, deepest };
}

/** The node the page would expand next: not expanded yet, the largest subtree. */
function deepestWithChildren(nodes: AnyNode[]): AnyNode | undefined {
  let best: AnyNode | undefined;
  const walk = (list: AnyNode[]) => {
    for (const n of list) {
      if (n.hasChildren && n.children.length === 0 && (!best || n.totalDescendants > best.totalDescendants))
        best = n;
      walk(n.children);
    }
  };
  walk(nodes);
  return best;
}

export function printTimings(timings: Timing[]) {
  console.log(
    `${'call'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  runs`,
  );
  for (const t of timings) {
    console.log(
      `${t.label.padEnd(40)} ${String(t.p50).padStart(8)} ${String(t.p95).padStart(8)} ${String(t.max).padStart(8)}  ${t.runs}${t.note ? `  (${t.note})` : ''}`,
    );
  }
}
