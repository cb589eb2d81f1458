import type { RewardsSort, RewardType } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../../infra/db/client';
import { type AmountWalkOptions, sourcesReachingPage } from './amount-walk';

export interface UserRewardsQuery {
  page: number;
  limit: number;
  type?: RewardType | undefined;
  level?: number | undefined;
  sort: RewardsSort;
}

// Every order ends on the id, so pages never repeat or skip a reward.
const ORDER: Record<RewardsSort, SQL> = {
  newest: sql`r.created_at DESC, r.id DESC`,
  oldest: sql`r.created_at ASC, r.id ASC`,
  highest: sql`r.reward_amount DESC, r.id DESC`,
  lowest: sql`r.reward_amount ASC, r.id ASC`,
};

/**
 * Highest/lowest without a filter or with the DOWNLINE one (ADR 0029): the page's DOWNLINE rewards
 * all come from the sources `sourcesReachingPage` derives from what the member's cycles paid for
 * (amount-walk.ts); only those sources' rows of the cycle tables are read (their unique index
 * (user, source, type, cycle)), with the best `offset + limit` of the member's other rows (DIRECT
 * rewards, rewards without a source: `ONLY rewards`), then sorted and cut as the plain sort does.
 * Deeper than `AMOUNT_BOUND_MAX` rewards, or when the walk would take too long, the member's rows
 * are sorted (as with a DIRECT or level filter).
 */
export const AMOUNT_BOUND_MAX = 1000;

async function matchingRows(
  tx: DbOrTx,
  userId: string,
  query: UserRewardsQuery,
  where: SQL,
  options: ListUserRewardsOptions,
): Promise<SQL> {
  const offset = (query.page - 1) * query.limit;
  const reach = offset + query.limit;
  const plain = sql`SELECT * FROM rewards r WHERE ${where}
               ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset}`;
  if (
    options.plainSort ||
    (query.sort !== 'highest' && query.sort !== 'lowest') ||
    (query.type && query.type !== 'DOWNLINE') ||
    query.level ||
    reach > AMOUNT_BOUND_MAX
  )
    return plain;
  const sources = await sourcesReachingPage(tx, userId, query.sort, reach, options.walk);
  if (sources === null) return plain;
  return sql`
    WITH picked AS (
      (SELECT * FROM ONLY rewards r WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ${reach})
      UNION ALL
      SELECT * FROM rewards r
       WHERE ${where} AND r.tableoid <> 'rewards'::regclass
         AND r.source_user_id = ANY(${`{${sources.join(',')}}`}::uuid[])
    )
    SELECT * FROM picked r ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset}`;
}

export interface ListUserRewardsOptions {
  /** The amount orders without the derived sources: the benchmark's before/after figure. */
  plainSort?: boolean;
  /** The walk's thresholds (tests set them low to walk a small network). */
  walk?: AmountWalkOptions;
}

type Row = {
  id: string;
  type: RewardType;
  rewardAmount: string;
  percent: string;
  masterAmount: string;
  level: number;
  cycle: number;
  createdAt: string;
  status: 'CREDITED' | 'LOCKED' | 'FORFEITED';
  sourceId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  sourcePublicId: string | null;
};

/**
 * `GET /rewards/user`: a page of the member's rewards. The (user, created_at, id) and (user, level,
 * ...) indexes serve the default order and the filters (a type filter: DIRECT skips every cycle
 * table by its CHECK, DOWNLINE keeps all their rows; issue 16 dropped the type index); the amount orders
 * read only the sources whose rewards can reach the page (ADR 0029: `matchingRows`),
 * with a DIRECT or level filter they sort the member's matching rows (top-N: index ranges).
 * The total comes from `reward_counts` (rewards/summaries), not from counting every cycle's rows,
 * and the page is cut before its sources are joined (not every matching row: ADR 0019). Newest and
 * oldest read the cycle tables' (user, created_at, id) indexes in order, merged (Merge Append).
 * The page and its total come from one snapshot: a reward written or forfeited meanwhile cannot
 * set the pager apart from the page.
 */
export async function listUserRewards(
  db: DbOrTx,
  userId: string,
  query: UserRewardsQuery,
  options: ListUserRewardsOptions = {},
  between: BetweenReads = {},
) {
  const filters = [sql`r.user_id = ${userId}::uuid`];
  if (query.type) filters.push(sql`r.type = ${query.type}`);
  if (query.level) filters.push(sql`r.level = ${query.level}`);
  const where = sql.join(filters, sql` AND `);
  // The pager's total from the member's counts per type and level (kept by every write: ADR 0019).
  const counted = [sql`c.user_id = ${userId}::uuid`];
  if (query.type) counted.push(sql`c.type = ${query.type}`);
  if (query.level) counted.push(sql`c.level = ${query.level}`);
  const [rows, count] = await readPageInSnapshot(
    db,
    {
      page: async (tx) =>
        tx.execute<Row>(sql`
      SELECT r.id, r.type, r.reward_amount::text AS "rewardAmount", r.percent::text AS percent,
             r.master_amount::text AS "masterAmount", r.level, r.cycle, r.created_at AS "createdAt", r.status,
             r.source_user_id AS "sourceId", s.first_name AS "firstName", s.last_name AS "lastName",
             s.email, s.user_id AS "sourcePublicId"
        FROM (${await matchingRows(tx, userId, query, where, options)}) r
        LEFT JOIN users s ON s.id = r.source_user_id
       ORDER BY ${ORDER[query.sort]}`),
      rest: (tx) =>
        tx.execute<{ n: number }>(sql`
      SELECT coalesce(sum(c.rewards), 0)::int AS n FROM reward_counts c WHERE ${sql.join(counted, sql` AND `)}`),
    },
    between,
  );
  const totalRecords = count.rows[0]?.n ?? 0;
  const totalPages = Math.ceil(totalRecords / query.limit);
  return {
    rewards: rows.rows.map((r) => ({
      _id: r.id,
      type: r.type,
      rewardAmount: r.rewardAmount,
      percent: r.percent,
      masterAmount: r.masterAmount,
      level: r.level,
      cycle: r.cycle,
      createdAt: r.createdAt,
      status: r.status,
      downlineUser:
        r.sourceId === null
          ? null
          : {
              name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
              email: r.email ?? '',
              userId: r.sourcePublicId ?? '',
            },
    })),
    pagination: {
      currentPage: query.page,
      totalPages,
      totalRecords,
      limit: query.limit,
      hasNext: query.page < totalPages,
      hasPrev: query.page > 1,
    },
  };
}
