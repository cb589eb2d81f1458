import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { cycleTableName, cycleTablesInPlace } from '../../rewards';
import type { AdminRewardsFilter, AdminRewardsQuery } from './admin-reward-query';

/**
 * The ids of one page of the admin rewards list by time (`-createdAt` newest first, `createdAt`
 * oldest first; ties by id in the same direction), in the list's order, without sorting every
 * reward (ADR 0020). Undefined when this read does not apply (search, one member's rewards, the
 * other sorts, or a child of `rewards` that is not a cycle table): the caller keeps the plain query.
 *
 * The list is a merge of:
 * - the rows of `rewards` itself (DIRECT rewards, and any DOWNLINE row written there), one branch
 *   per type, each read in order from the parent-only index (type, created_at, id);
 * - each cycle table (`rewards_cycle_<n>`): only the cycle's paying statement writes it, with one
 *   `created_at` (the cycle's time), so its primary key (UUIDv7 ids) gives its rows in the list's
 *   order.
 * Each branch gives its first `skip + limit` rows; the merged few are sorted and cut.
 *
 * Later pages skip whole cycle tables: with each table's count of listed rows (the kept totals per
 * type, level and cycle, less that cycle's rows in `rewards` itself) and the rows of `rewards`
 * counted between the tables' times, every row ahead of the last table that starts at or before
 * the offset is skipped by a time bound, and every row from the first table that starts after the
 * page on. A page past the middle is read from the other end (the list's count from the same
 * totals), so the last page costs what the first does.
 */
export async function adminRewardIdsByTime(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  sort: AdminRewardsQuery['sort'],
  offset: number,
  limit: number,
  /** Tests lower it to run the skipping on a few rows. */
  skipTablesFrom = SKIP_TABLES_FROM,
): Promise<string[] | undefined> {
  if (filter.search || filter.userId || (sort !== '-createdAt' && sort !== 'createdAt')) return undefined;
  const newest = sort === '-createdAt';
  if (offset < skipTablesFrom) return idsInOrder(db, filter, newest, offset, limit, skipTablesFrom);
  // A page nearer the end is read from the other end: the same rows, the other way round.
  const listed = await listedRewards(db, filter);
  if (offset >= listed) return [];
  const fromEnd = listed - offset - limit;
  if (fromEnd >= offset) return idsInOrder(db, filter, newest, offset, limit, skipTablesFrom);
  const ids = await idsInOrder(
    db,
    filter,
    !newest,
    Math.max(0, fromEnd),
    Math.min(limit, listed - offset),
    skipTablesFrom,
  );
  return ids?.reverse();
}

/** How many rewards the list holds for a type or level filter (the kept totals: ADR 0019). */
async function listedRewards(db: DbOrTx, filter: AdminRewardsFilter) {
  const result = await db.execute<{ n: string }>(sql`
    SELECT coalesce(sum(rewards), 0)::text AS n FROM reward_totals WHERE rewards > 0
       ${filter.type ? sql`AND type = ${filter.type}` : sql``} ${filter.level ? sql`AND level = ${filter.level}` : sql``}`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * From this offset on, whole tables are skipped (their counts cost a pass over the rows of `rewards`
 * itself); before it, each branch simply reads its first offset + limit rows.
 */
const SKIP_TABLES_FROM = 2_000;

async function idsInOrder(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  newest: boolean,
  offset: number,
  limit: number,
  skipTablesFrom: number,
): Promise<string[] | undefined> {
  const cycles = filter.type === 'DIRECT' ? [] : await cycleTablesInPlace(db);
  if (!cycles) return undefined;
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

  // Listed rows per cycle: an upper bound of each cycle table's (the totals also hold that cycle's
  // rows in `rewards` itself, if any); a table without any cannot add a row.
  let tables: { cycle: number; rows: number }[] = [];
  if (cycles.length > 0) {
    const totals = await db.execute<{ cycle: number; rows: string }>(sql`
      SELECT cycle, sum(rewards)::text AS rows FROM reward_totals
       WHERE type = 'DOWNLINE' AND rewards > 0${level} AND cycle = ANY(${sql.param(cycles)}::int[])
       GROUP BY cycle`);
    tables = totals.rows.map((r) => ({ cycle: Number(r.cycle), rows: Number(r.rows) }));
  }

  const bounds: SQL[] = [];
  let skip = offset;
  if (offset >= skipTablesFrom && tables.length > 0) {
    const window = await skipWholeTables(db, { tables, types, level, newest, offset, limit });
    tables = window.tables;
    bounds.push(...window.bounds);
    skip = window.skip;
  }

  const take = skip + limit;
  const dir = newest ? sql`DESC` : sql`ASC`;
  const branches: SQL[] = [
    ...types.map(
      (type) => sql`(SELECT id, created_at FROM ONLY rewards
        WHERE type = ${type} AND status <> 'FORFEITED'${level}${sql.join(bounds)}
        ORDER BY created_at ${dir}, id ${dir} LIMIT ${take})`,
    ),
    ...tables.map(
      ({ cycle }) => sql`(SELECT id, created_at FROM ${sql.identifier(cycleTableName(cycle))}
        WHERE status <> 'FORFEITED'${level} ORDER BY id ${dir} LIMIT ${take})`,
    ),
  ];
  if (branches.length === 0) return [];
  const page = await db.execute<{ id: string }>(sql`
    SELECT id FROM (${sql.join(branches, sql` UNION ALL `)}) merged
     ORDER BY created_at ${dir}, id ${dir} OFFSET ${skip} LIMIT ${limit}`);
  return page.rows.map((r) => r.id);
}

/**
 * Narrows a later page's read to the cycle tables it can touch: returns those tables, the time
 * bounds for the rows of `rewards` itself, and the offset within what is left.
 */
async function skipWholeTables(
  db: DbOrTx,
  input: {
    tables: { cycle: number; rows: number }[];
    types: readonly ('DIRECT' | 'DOWNLINE')[];
    level: SQL;
    newest: boolean;
    offset: number;
    limit: number;
  },
) {
  const { types, level, newest, offset, limit } = input;
  // Exact counts: the totals less the cycle's listed rows in `rewards` itself (a range of its
  // (type, created_at, id) index; none when every cycle wrote its own table).
  const inParent = types.includes('DOWNLINE')
    ? await db.execute<{ cycle: number; rows: string }>(sql`
        SELECT cycle, count(*)::text AS rows FROM ONLY rewards
         WHERE type = 'DOWNLINE' AND status <> 'FORFEITED'${level} GROUP BY cycle`)
    : { rows: [] };
  const parentRows = new Map(inParent.rows.map((r) => [Number(r.cycle), Number(r.rows)]));
  // Each table's one time: as the database's own text (exact, for the bounds) and in microseconds.
  const times = await db.execute<{ cycle: number; at: string | null; us: string | null }>(
    sql.join(
      input.tables.map(({ cycle }) => {
        const one = sql`(SELECT created_at FROM ${sql.identifier(cycleTableName(cycle))} LIMIT 1)`;
        return sql`SELECT ${cycle}::int AS cycle, ${one}::text AS at,
                          (extract(epoch FROM ${one}) * 1000000)::bigint::text AS us`;
      }),
      sql` UNION ALL `,
    ),
  );
  const timeOf = new Map(times.rows.map((r) => [Number(r.cycle), r]));
  const tables = input.tables
    .map((t) => {
      const time = timeOf.get(t.cycle);
      return {
        ...t,
        rows: t.rows - (parentRows.get(t.cycle) ?? 0),
        at: time?.at ?? null,
        us: time?.us ?? null,
      };
    })
    .filter((t): t is { cycle: number; rows: number; at: string; us: string } => t.at !== null && t.rows > 0);
  if (tables.length === 0) return { tables, bounds: [], skip: offset };

  // Rows of `rewards` itself ahead of each table's time, in one pass.
  const ahead = newest ? sql`>` : sql`<`;
  const counts = await db.execute<Record<string, string>>(sql`
    SELECT ${sql.join(
      tables.map(
        (t, i) =>
          sql`count(*) FILTER (WHERE created_at ${ahead} ${t.at}::timestamptz)::text AS ${sql.identifier(`t${i}`)}`,
      ),
      sql`, `,
    )}
      FROM ONLY rewards
     WHERE type = ANY(${sql.param([...types])}::reward_type[]) AND status <> 'FORFEITED'${level}`);
  const parentAhead = counts.rows[0] ?? {};
  // Listed rows ahead of each table's first row: the tables whose time is ahead of its, and the
  // rows of `rewards` itself counted above.
  const isAhead = (a: string, b: string) => (newest ? BigInt(a) > BigInt(b) : BigInt(a) < BigInt(b));
  const before = tables.map(
    (t, i) =>
      tables.reduce((sum, other) => (isAhead(other.us, t.us) ? sum + other.rows : sum), 0) +
      Number(parentAhead[`t${i}`] ?? 0),
  );

  // The last table starting at or before the offset: everything ahead of its time is skipped; the
  // first starting at or after the page's end: everything from its time on is past the page.
  let from: number | undefined;
  let to: number | undefined;
  for (const [i, b] of before.entries()) {
    if (b <= offset && (from === undefined || b > before[from]!)) from = i;
    if (b >= offset + limit && (to === undefined || b < before[to]!)) to = i;
  }
  const bounds: SQL[] = [];
  let kept = tables.map((t, i) => ({ ...t, before: before[i]! }));
  let skip = offset;
  const notAhead = newest ? sql`<=` : sql`>=`;
  if (from !== undefined) {
    const start = before[from]!;
    bounds.push(sql` AND created_at ${notAhead} ${tables[from]!.at}::timestamptz`);
    kept = kept.filter((t) => t.before >= start);
    skip = offset - start;
  }
  if (to !== undefined) {
    const end = before[to]!;
    bounds.push(sql` AND created_at ${ahead} ${tables[to]!.at}::timestamptz`);
    kept = kept.filter((t) => t.before < end);
  }
  return { tables: kept.map(({ cycle, rows }) => ({ cycle, rows })), bounds, skip };
}
