import type { RewardsSort, RewardType } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../../infra/db/client';

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
 * Highest/lowest without a filter or with the DOWNLINE one (ADR 0021): the top L = offset + limit
 * rewards all come from the L sources with the largest per-source maximum
 * (`reward_earnings.greatest_reward`, ties included): the L-th largest reward is at least the L-th
 * largest maximum, so no other source can hold one of them. Only those sources' rewards are read (the unique index (user, source, type,
 * cycle) of every cycle table) with the rewards that have no source, then sorted and cut as the
 * plain sort does. Lowest likewise with the per-source minimum. Deeper than `AMOUNT_BOUND_MAX`
 * rewards, the member's rows are sorted (as with a DIRECT or level filter): at 12 cycles, page 100
 * (L = 1,000) took half the plain sort's time.
 */
export const AMOUNT_BOUND_MAX = 1000;
const EXTREME = {
  highest: { column: sql`e.greatest_reward`, order: sql`DESC`, cmp: sql`>=`, last: sql`min` },
  lowest: { column: sql`e.least_reward`, order: sql`ASC`, cmp: sql`<=`, last: sql`max` },
} as const;

function matchingRows(userId: string, query: UserRewardsQuery, where: SQL, plainSort: boolean): SQL {
  const offset = (query.page - 1) * query.limit;
  const reach = offset + query.limit;
  const plain = sql`SELECT * FROM rewards r WHERE ${where}
               ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset}`;
  if (
    plainSort ||
    (query.sort !== 'highest' && query.sort !== 'lowest') ||
    (query.type && query.type !== 'DOWNLINE') ||
    query.level ||
    reach > AMOUNT_BOUND_MAX
  )
    return plain;
  const { column, order, cmp, last } = EXTREME[query.sort];
  // One pass over the viewer's pairs (the primary key's range) keeps the 2L best extremes (a
  // bounded top-N sort); the L-th is the bound. Sources tied with it are all among those 2L unless
  // the 2L-th is still the bound: only then are the pairs read again for the rest of the tie.
  // The sources go to the rewards as one array (an index probe per cycle table).
  const kept = 2 * reach;
  const picked = sql`
    WITH top AS (
      SELECT e.source_user_id, ${column} AS extreme FROM reward_earnings e
       WHERE e.user_id = ${userId}::uuid AND ${column} IS NOT NULL
       ORDER BY ${column} ${order} LIMIT ${kept}
    ), bound AS (
      SELECT extreme FROM top ORDER BY extreme ${order} OFFSET ${reach - 1} LIMIT 1
    ), sources AS (
      SELECT t.source_user_id FROM top t WHERE t.extreme ${cmp} coalesce((SELECT extreme FROM bound), t.extreme)
      UNION
      SELECT e.source_user_id FROM reward_earnings e
       WHERE e.user_id = ${userId}::uuid AND ${column} = (SELECT extreme FROM bound)
         AND (SELECT count(*) FROM top) = ${kept} AND (SELECT ${last}(extreme) FROM top) = (SELECT extreme FROM bound)
    ), picked AS (
      SELECT * FROM rewards r
       WHERE ${where} AND r.source_user_id = ANY((SELECT array_agg(source_user_id) FROM sources)::uuid[])
      UNION ALL
      SELECT * FROM rewards r WHERE ${where} AND r.source_user_id IS NULL
    )`;
  if (!query.type)
    return sql`${picked} SELECT * FROM picked r ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset}`;
  // DOWNLINE only: a source's extreme may be a DIRECT reward, so the bound holds only if the
  // chosen sources hold L DOWNLINE rewards reaching it (then no other source can have one in the
  // page); else, rarely, the member's DOWNLINE rows are sorted (the branch not taken is not run).
  return sql`${picked}, complete AS (
      SELECT (SELECT extreme FROM bound) IS NULL
          OR (SELECT count(*) FROM picked r WHERE r.reward_amount ${cmp} (SELECT extreme FROM bound)) >= ${reach} AS ok
    )
    (SELECT * FROM picked r WHERE (SELECT ok FROM complete)
      ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset})
    UNION ALL
    (SELECT * FROM rewards r WHERE ${where} AND NOT (SELECT ok FROM complete)
      ORDER BY ${ORDER[query.sort]} LIMIT ${query.limit} OFFSET ${offset})`;
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
 * read only the sources whose largest/smallest reward can reach the page (ADR 0021: `matchingRows`),
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
  // The amount orders without the candidate-source bound: the benchmark's before/after figure.
  options: { plainSort?: boolean } = {},
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
      page: (tx) =>
        tx.execute<Row>(sql`
      SELECT r.id, r.type, r.reward_amount::text AS "rewardAmount", r.percent::text AS percent,
             r.master_amount::text AS "masterAmount", r.level, r.cycle, r.created_at AS "createdAt", r.status,
             r.source_user_id AS "sourceId", s.first_name AS "firstName", s.last_name AS "lastName",
             s.email, s.user_id AS "sourcePublicId"
        FROM (${matchingRows(userId, query, where, options.plainSort ?? false)}) r
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
