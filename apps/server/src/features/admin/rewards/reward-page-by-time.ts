import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { REWARD_COLUMNS, cycleRewardsInOrderSql } from '../../rewards';
import type { AdminRewardsFilter, AdminRewardsQuery } from './admin-reward-query';

/**
 * One page of the admin rewards list by time (`-createdAt` newest first, `createdAt` oldest
 * first; `adminRewardsOrder`), as an SQL row source of its rewards (the columns of `rewards`),
 * picked without deriving or sorting every reward (ADR 0020, ADR 0031). Undefined when this read
 * does not apply (search, one member's rewards, the other sorts): the caller keeps the plain query.
 *
 * The list is a merge of:
 * - the rows of `rewards` itself (DIRECT rewards, and any DOWNLINE row written there), one branch
 *   per type, each read in order from the parent-only index (type, created_at, id);
 * - each PAID cycle's DOWNLINE rewards, derived in the list's order (`cycleRewardsInOrderSql`):
 *   a cycle's rewards share one time, its ledger entries'.
 * Each branch gives its first `skip + limit` rows; the merged few are sorted and cut.
 *
 * Later pages skip whole cycles: with each cycle's count of listed rewards (the kept totals per
 * type, level and cycle, less that cycle's rows in `rewards` itself) and the rows of `rewards`
 * counted between the cycles' times, every row ahead of the last cycle that starts at or before
 * the offset is skipped by a time bound, and every row from the first cycle that starts after the
 * page on. A page past the middle is read from the other end (the list's count from the same
 * totals), so the last page costs what the first does. Within a cycle, a page costs what reaches
 * it (ADR 0031: 15-35 us a reward at 1M members).
 */
export async function adminRewardPageByTime(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  sort: AdminRewardsQuery['sort'],
  offset: number,
  limit: number,
  /** Tests lower it to run the skipping on a few rows. */
  skipCyclesFrom = SKIP_CYCLES_FROM,
): Promise<SQL | undefined> {
  if (filter.search || filter.userId || (sort !== '-createdAt' && sort !== 'createdAt')) return undefined;
  const newest = sort === '-createdAt';
  if (offset < skipCyclesFrom) return pageInOrder(db, filter, newest, offset, limit, skipCyclesFrom);
  // A page nearer the end is read from the other end: the same rows, the other way round.
  const listed = await listedRewards(db, filter);
  if (offset >= listed) return NO_REWARDS;
  const fromEnd = listed - offset - limit;
  if (fromEnd >= offset) return pageInOrder(db, filter, newest, offset, limit, skipCyclesFrom);
  const reversed = await pageInOrder(
    db,
    filter,
    !newest,
    Math.max(0, fromEnd),
    Math.min(limit, listed - offset),
    skipCyclesFrom,
  );
  return sql`SELECT * FROM (${reversed}) e ORDER BY ${newest ? ORDER_BY_TIME.newest : ORDER_BY_TIME.oldest}`;
}

/** How many rewards the list holds for a type or level filter (the kept totals: ADR 0019). */
async function listedRewards(db: DbOrTx, filter: AdminRewardsFilter) {
  const result = await db.execute<{ n: string }>(sql`
    SELECT coalesce(sum(rewards), 0)::text AS n FROM reward_totals WHERE rewards > 0
       ${filter.type ? sql`AND type = ${filter.type}` : sql``} ${filter.level ? sql`AND level = ${filter.level}` : sql``}`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * From this offset on, whole cycles are skipped (their counts cost a pass over the rows of
 * `rewards` itself); before it, each branch simply reads its first offset + limit rows.
 */
const SKIP_CYCLES_FROM = 2_000;

/** A page without a reward (past the end, or nothing to read). */
const NO_REWARDS = sql`SELECT ${REWARD_COLUMNS} FROM ONLY rewards WHERE false`;

/** The list's order by time over the merged branches (`m`): `adminRewardsOrder`'s. */
const ORDER_BY_TIME = {
  newest: sql`created_at DESC, source_user_id ASC, level ASC, id DESC`,
  oldest: sql`created_at ASC, source_user_id DESC, level DESC, id ASC`,
};

interface PaidCycle {
  id: string;
  number: number;
  /** Its listed rewards (see `pageInOrder`). */
  rows: number;
}

async function pageInOrder(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  newest: boolean,
  offset: number,
  limit: number,
  skipCyclesFrom: number,
): Promise<SQL> {
  let types: readonly ('DIRECT' | 'DOWNLINE')[] = filter.type ? [filter.type] : ['DIRECT', 'DOWNLINE'];
  const level = filter.level ? sql` AND level = ${filter.level}` : sql``;
  if (filter.level) {
    // A type without rewards of that level anywhere (the kept totals) is not read: its range of
    // (type, created_at, id) would be read to its end for nothing.
    const present = await db.execute<{ type: 'DIRECT' | 'DOWNLINE' }>(sql`
      SELECT DISTINCT type FROM reward_totals WHERE rewards > 0${level}`);
    const withLevel = new Set(present.rows.map((r) => r.type));
    types = types.filter((type) => withLevel.has(type));
  }

  // Listed rewards per PAID cycle: an upper bound of its derived ones (the totals also hold that
  // cycle's rows in `rewards` itself, if any); a cycle without any cannot add a reward.
  let cycles: PaidCycle[] = [];
  if (types.includes('DOWNLINE')) {
    const totals = await db.execute<{ id: string; number: number; rows: string }>(sql`
      SELECT cy.id, cy.number, sum(t.rewards)::text AS rows
        FROM reward_totals t JOIN cycles cy ON cy.number = t.cycle AND cy.status = 'PAID'
       WHERE t.type = 'DOWNLINE' AND t.rewards > 0${level}
       GROUP BY cy.id, cy.number`);
    cycles = totals.rows.map((r) => ({ id: r.id, number: Number(r.number), rows: Number(r.rows) }));
  }

  const bounds: SQL[] = [];
  let skip = offset;
  if (offset >= skipCyclesFrom && cycles.length > 0) {
    const window = await skipWholeCycles(db, { cycles, types, level, newest, offset, limit });
    cycles = window.cycles;
    bounds.push(...window.bounds);
    skip = window.skip;
  }

  const take = skip + limit;
  const order = newest ? ORDER_BY_TIME.newest : ORDER_BY_TIME.oldest;
  const branches: SQL[] = [
    ...types.map(
      (type) => sql`(SELECT ${REWARD_COLUMNS} FROM ONLY rewards
        WHERE type = ${type} AND status <> 'FORFEITED'${level}${sql.join(bounds)}
        ORDER BY ${order} LIMIT ${take})`,
    ),
    ...cycles.map(
      (cycle) =>
        sql`(${cycleRewardsInOrderSql(cycle, { order: newest ? 'ascending' : 'descending', n: take, level: filter.level })})`,
    ),
  ];
  if (branches.length === 0) return NO_REWARDS;
  return sql`
    SELECT * FROM (${sql.join(branches, sql` UNION ALL `)}) m ORDER BY ${order} OFFSET ${skip} LIMIT ${limit}`;
}

/**
 * Narrows a later page's read to the cycles it can touch: returns those cycles, the time bounds
 * for the rows of `rewards` itself, and the offset within what is left.
 */
async function skipWholeCycles(
  db: DbOrTx,
  input: {
    cycles: PaidCycle[];
    types: readonly ('DIRECT' | 'DOWNLINE')[];
    level: SQL;
    newest: boolean;
    offset: number;
    limit: number;
  },
) {
  const { types, level, newest, offset, limit } = input;
  // Exact counts: the totals less the cycle's listed rows in `rewards` itself (a range of its
  // (type, created_at, id) index; none when no cycle wrote there).
  const inParent = types.includes('DOWNLINE')
    ? await db.execute<{ cycle: number; rows: string }>(sql`
        SELECT cycle, count(*)::text AS rows FROM ONLY rewards
         WHERE type = 'DOWNLINE' AND status <> 'FORFEITED'${level} GROUP BY cycle`)
    : { rows: [] };
  const parentRows = new Map(inParent.rows.map((r) => [Number(r.cycle), Number(r.rows)]));
  // Each cycle's one time (its credit and lock entries'): as the database's own text (exact, for
  // the bounds) and in microseconds.
  const times = await db.execute<{ id: string; at: string | null; us: string | null }>(
    sql.join(
      input.cycles.map(({ id }) => {
        // Ordered as the (cycle, member) index of credit and lock entries holds them: without the
        // order, the planner scans the ledger for the first match (~160 ms a cycle at 1M members).
        const one = sql`(SELECT created_at FROM ledger_entries
                          WHERE cycle_id = ${id}::uuid AND kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
                          ORDER BY user_id LIMIT 1)`;
        return sql`SELECT ${id}::uuid AS id, ${one}::text AS at,
                          (extract(epoch FROM ${one}) * 1000000)::bigint::text AS us`;
      }),
      sql` UNION ALL `,
    ),
  );
  const timeOf = new Map(times.rows.map((r) => [r.id, r]));
  const cycles = input.cycles
    .map((c) => {
      const time = timeOf.get(c.id);
      return {
        ...c,
        rows: c.rows - (parentRows.get(c.number) ?? 0),
        at: time?.at ?? null,
        us: time?.us ?? null,
      };
    })
    .filter((c): c is PaidCycle & { at: string; us: string } => c.at !== null && c.rows > 0);
  if (cycles.length === 0) return { cycles, bounds: [], skip: offset };

  // Rows of `rewards` itself ahead of each cycle's time, in one pass.
  const ahead = newest ? sql`>` : sql`<`;
  const counts = await db.execute<Record<string, string>>(sql`
    SELECT ${sql.join(
      cycles.map(
        (c, i) =>
          sql`count(*) FILTER (WHERE created_at ${ahead} ${c.at}::timestamptz)::text AS ${sql.identifier(`t${i}`)}`,
      ),
      sql`, `,
    )}
      FROM ONLY rewards
     WHERE type = ANY(${sql.param([...types])}::reward_type[]) AND status <> 'FORFEITED'${level}`);
  const parentAhead = counts.rows[0] ?? {};
  // Listed rows ahead of each cycle's first reward: the cycles whose time is ahead of its, and the
  // rows of `rewards` itself counted above.
  const isAhead = (a: string, b: string) => (newest ? BigInt(a) > BigInt(b) : BigInt(a) < BigInt(b));
  const before = cycles.map(
    (c, i) =>
      cycles.reduce((sum, other) => (isAhead(other.us, c.us) ? sum + other.rows : sum), 0) +
      Number(parentAhead[`t${i}`] ?? 0),
  );

  // The last cycle starting at or before the offset: everything ahead of its time is skipped; the
  // first starting at or after the page's end: everything from its time on is past the page.
  let from: number | undefined;
  let to: number | undefined;
  for (const [i, b] of before.entries()) {
    if (b <= offset && (from === undefined || b > before[from]!)) from = i;
    if (b >= offset + limit && (to === undefined || b < before[to]!)) to = i;
  }
  const bounds: SQL[] = [];
  let kept = cycles.map((c, i) => ({ ...c, before: before[i]! }));
  let skip = offset;
  const notAhead = newest ? sql`<=` : sql`>=`;
  if (from !== undefined) {
    const start = before[from]!;
    bounds.push(sql` AND created_at ${notAhead} ${cycles[from]!.at}::timestamptz`);
    kept = kept.filter((c) => c.before >= start);
    skip = offset - start;
  }
  if (to !== undefined) {
    const end = before[to]!;
    bounds.push(sql` AND created_at ${ahead} ${cycles[to]!.at}::timestamptz`);
    kept = kept.filter((c) => c.before < end);
  }
  return { cycles: kept.map(({ id, number, rows }) => ({ id, number, rows })), bounds, skip };
}
