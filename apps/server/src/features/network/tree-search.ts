import type { ParsedQueryOf, endpoints } from '@app/contract';
import { sumDecimals, TREE_SEARCH_MATCH_CAP } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { type Db, type DbOrTx, SNAPSHOT } from '../../infra/db/client';
import { containsPattern } from '../../shared/search';
import { userSearchText, usersRepository } from '../users';
import type { SubtreeFacts, TreeNodeOut } from './build-tree';
import { displayedPerson, type NetworkMemberRow, networkMemberColumns } from './network-member';
import { pageInfo } from './page-info';
import { withoutParallelWorkers } from './serial-reads';
import { readSubtreeFacts } from './subtree-facts';
import { earnedFromEach } from './viewer-earnings';

type SearchQuery = ParsedQueryOf<typeof endpoints.referralTreeSearch>;

/**
 * `GET /users/referral-tree/search`: the tree search (member section 5) over the viewer's whole
 * network, levels 1 to `maxLevels`, for networks larger than the tree answer carries. A member
 * matches when the term is in their first name, last name, e-mail or user id, whatever the case;
 * deleted members never match (their data is erased). A page of matches in tree order, each with
 * its uplines from the viewer's level 1 down to its parent, all as tree nodes with their counts;
 * at most TREE_SEARCH_MATCH_CAP matches are counted and paged. Every match is listed, also one
 * below another match (the web shows it under that one): leaving those out would make a term
 * that matches nearly everyone read the whole network.
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
    const { rows: found, total, capped } = await readMatches(tx, viewerId, query);
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
      capped,
    };
  }, SNAPSHOT);
}

/**
 * Does the member `u` (the `users` row in scope) match? The test per field decides; the same test
 * on the one text the trigram index `users_admin_search_trgm_idx` is built on (userSearchText:
 * names, e-mail, user id, referral code, exchange UID) is implied by it and lets the planner start
 * from that index when the term is rare, from the viewer's range of the closure index otherwise.
 */
const matchesTerm = (pattern: string, u: { firstName: SQL; lastName: SQL; email: SQL; userId: SQL }) => sql`
  (${u.firstName} ILIKE ${pattern} OR ${u.lastName} ILIKE ${pattern} OR ${u.email} ILIKE ${pattern} OR ${u.userId} ILIKE ${pattern})`;

/**
 * The two reads of a search: one page of the matches, and their number up to the cap (one more,
 * to know there are more). The page walks the closure index in tree order
 * (`referral_paths_network_idx`, read backwards) and stops after the page; the count stops after
 * the cap; so neither reads more of a large network than it needs for a common term. `page` is
 * null for a page past the cap. Exported for the scale test, which reads their plans.
 */
export function treeSearchQueries(viewerId: string, query: SearchQuery) {
  const pattern = containsPattern(query.search);
  const self = {
    firstName: sql`users.first_name`,
    lastName: sql`users.last_name`,
    email: sql`users.email`,
    userId: sql`users.user_id`,
  };
  const matching = sql`
    FROM referral_paths p
    JOIN users ON users.id = p.descendant_id
   WHERE p.ancestor_id = ${viewerId}::uuid AND p.depth <= ${query.maxLevels} AND users.deleted_at IS NULL
     AND ${userSearchText} ILIKE ${pattern} AND ${matchesTerm(pattern, self)}`;
  const offset = (query.page - 1) * query.limit;
  const inCap = Math.max(0, Math.min(query.limit, TREE_SEARCH_MATCH_CAP - offset));
  return {
    page:
      inCap === 0
        ? null
        : sql`SELECT p.descendant_id AS id, p.depth
          ${matching}
           ORDER BY p.depth, p.descendant_joined_at ASC, p.descendant_id DESC
           LIMIT ${inCap} OFFSET ${offset}`,
    count: sql`SELECT count(*)::int AS n FROM (SELECT 1 ${matching} LIMIT ${TREE_SEARCH_MATCH_CAP + 1}) found`,
  };
}

async function readMatches(db: DbOrTx, viewerId: string, query: SearchQuery) {
  const queries = treeSearchQueries(viewerId, query);
  const page = queries.page ? await db.execute<{ id: string; depth: number }>(queries.page) : { rows: [] };
  const counted = await db.execute<{ n: number }>(queries.count);
  const n = counted.rows[0]?.n ?? 0;
  return { rows: page.rows, total: Math.min(n, TREE_SEARCH_MATCH_CAP), capped: n > TREE_SEARCH_MATCH_CAP };
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
  // One grouped read per level (at most 15), one after the other on the transaction's connection.
  const facts = new Map<string, SubtreeFacts>();
  for (const [level, list] of byLevel) {
    for (const [id, fact] of await readSubtreeFacts(db, viewerId, list, level)) facts.set(id, fact);
  }
  const own = await earnedFromEach(db, viewerId, levelOf);
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
