import type { ParsedQueryOf, endpoints } from '@app/contract';
import { sumDecimals } from '@app/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Db, DbOrTx } from '../../infra/db/client';
import { usersRepository } from '../users';
import type { TreeNodeOut } from './build-tree';
import { displayedPerson, type NetworkMemberRow, networkMemberColumns } from './network-member';
import { pageInfo } from './page-info';
import { SNAPSHOT } from './referral-tree';
import { withoutParallelWorkers } from './serial-reads';
import { readSubtreeFacts } from './subtree-facts';
import { earnedFromEach } from './viewer-earnings';

type SearchQuery = ParsedQueryOf<typeof endpoints.referralTreeSearch>;

/** `%term%` for ILIKE, the term's own `%`, `_` and `\` taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * `GET /users/referral-tree/search`: the tree search (member section 5) over the viewer's whole
 * network, levels 1 to `maxLevels`, for networks larger than the tree answer carries. A member
 * matches when the term is in their first name, last name, e-mail or user id, whatever the case;
 * deleted members never match (their data is erased). A page of matches in tree order, each with
 * its uplines from the viewer's level 1 down to its parent, all as tree nodes with their counts.
 */
export async function searchReferralTree(
  deps: { db: Db; now: () => Date },
  viewerId: string,
  query: SearchQuery,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await withoutParallelWorkers(tx);
    if (!(await usersRepository.findById(tx, viewerId))) throw new AppError('UNAUTHORIZED');
    const { rows: found, total } = await readMatches(tx, viewerId, query);
    const uplines = await readUplines(tx, found);
    const levelOf = new Map<string, number>([
      ...found.map((m) => [m.id, m.depth] as const),
      ...uplines.map((u) => [u.id, u.level] as const),
    ]);
    const nodes = await readNodes(tx, viewerId, levelOf, now);
    const pathOf = (matchId: string) =>
      uplines
        .filter((u) => u.matchId === matchId)
        .sort((a, b) => a.level - b.level)
        .map((u) => nodes.get(u.id)!);
    return {
      matches: found.map((m) => ({ node: { ...nodes.get(m.id)!, children: [] }, path: pathOf(m.id) })),
      pagination: pageInfo(query.page, query.limit, total),
    };
  }, SNAPSHOT);
}

/**
 * One page of the matching members with the number of all matches. The per-field test decides;
 * the same test on the one text the trigram index `users_admin_search_trgm_idx` is built on
 * (migration 0004: names, e-mail, user id, referral code, exchange UID) is implied by it and lets
 * the planner start from the index when the term is rare, from the viewer's closure range when
 * the network is small.
 */
async function readMatches(db: DbOrTx, viewerId: string, query: SearchQuery) {
  const pattern = containsPattern(query.search);
  const matching = sql`
    FROM referral_paths p
    JOIN users u ON u.id = p.descendant_id
   WHERE p.ancestor_id = ${viewerId}::uuid AND p.depth <= ${query.maxLevels} AND u.deleted_at IS NULL
     AND (u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.user_id || ' ' || u.referral_code || ' ' || coalesce(u.bingx_uid, '')) ILIKE ${pattern}
     AND (u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.user_id ILIKE ${pattern})`;
  const page = await db.execute<{ id: string; depth: number; total: number }>(sql`
    SELECT p.descendant_id AS id, p.depth, count(*) OVER ()::int AS total
    ${matching}
     ORDER BY p.depth, p.descendant_joined_at ASC NULLS FIRST, p.descendant_id DESC
     LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`);
  if (page.rows.length > 0 || query.page === 1) return { rows: page.rows, total: page.rows[0]?.total ?? 0 };
  // A page past the end: the count alone.
  const count = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${matching}`);
  return { rows: [], total: count.rows[0]?.n ?? 0 };
}

/** Each match's uplines inside the viewer's network (closer to the viewer than the match), with their level. */
async function readUplines(db: DbOrTx, found: { id: string; depth: number }[]) {
  if (found.length === 0) return [];
  const result = await db.execute<{ match_id: string; id: string; level: number }>(sql`
    SELECT m.id AS match_id, p.ancestor_id AS id, m.depth - p.depth AS level
      FROM unnest(${sql.param(found.map((m) => m.id))}::uuid[], ${sql.param(found.map((m) => m.depth))}::int[])
             AS m(id, depth)
      JOIN referral_paths p ON p.descendant_id = m.id AND p.depth < m.depth`);
  return result.rows.map((r) => ({ matchId: r.match_id, id: r.id, level: r.level }));
}

/** The nodes as the tree shows them: person, level, members below and what the viewer earned from them. */
async function readNodes(db: DbOrTx, viewerId: string, levelOf: ReadonlyMap<string, number>, now: Date) {
  const ids = [...levelOf.keys()];
  const nodes = new Map<string, TreeNodeOut>();
  if (ids.length === 0) return nodes;
  const people = await db.execute<NetworkMemberRow>(sql`
    SELECT ${networkMemberColumns(now)} FROM users u WHERE u.id = ANY(${sql.param(ids)}::uuid[])`);
  const byLevel = new Map<number, string[]>();
  for (const [id, level] of levelOf) byLevel.set(level, [...(byLevel.get(level) ?? []), id]);
  const facts = new Map(
    (
      await Promise.all(
        [...byLevel].map(async ([level, list]) => [...(await readSubtreeFacts(db, viewerId, list, level))]),
      )
    ).flat(),
  );
  const own = await earnedFromEach(db, viewerId, ids);
  for (const row of people.rows) {
    const person = displayedPerson(row);
    const below = facts.get(row.id);
    const descendants = below?.descendants ?? 0;
    nodes.set(row.id, {
      _id: row.id,
      userId: row.user_id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      level: levelOf.get(row.id)!,
      hasChildren: descendants > 0,
      children: [],
      totalDescendants: descendants,
      totalRewards: sumDecimals([own.get(row.id) ?? '0', below?.rewardsBelow ?? '0']),
    });
  }
  return nodes;
}
