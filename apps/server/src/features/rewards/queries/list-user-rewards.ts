import type { RewardsSort, RewardType } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../../infra/db/client';
import { type AmountWalkOptions, sourcesReachingPage } from './amount-walk';
import { memberDownlineRewardsSql } from './derived-downline-rewards';

export interface UserRewardsQuery {
  page: number;
  limit: number;
  type?: RewardType | undefined;
  level?: number | undefined;
  sort: RewardsSort;
}

// Every order ends on the id, so pages never repeat or skip a reward. Within one time (a cycle's
// rewards share their cycle's), newest and oldest follow the derivation's order within a cycle
// (derived-downline-rewards.ts `IN_CYCLE`): level, the source's sign-up, the source.
const ORDER: Record<RewardsSort, [column: string, direction: 'ASC' | 'DESC'][]> = {
  newest: [
    ['created_at', 'DESC'],
    ['level', 'ASC'],
    ['source_joined_at', 'DESC'],
    ['source_user_id', 'ASC'],
    ['id', 'DESC'],
  ],
  oldest: [
    ['created_at', 'ASC'],
    ['level', 'DESC'],
    ['source_joined_at', 'ASC'],
    ['source_user_id', 'DESC'],
    ['id', 'ASC'],
  ],
  highest: [
    ['reward_amount', 'DESC'],
    ['id', 'DESC'],
  ],
  lowest: [
    ['reward_amount', 'ASC'],
    ['id', 'ASC'],
  ],
};
/** `sort`'s ORDER BY over the rows of `memberRewardsSql` or `memberRewardsPageSql` named `alias`. */
export const memberRewardsOrderSql = (sort: RewardsSort, alias = 'r'): SQL =>
  sql.join(
    ORDER[sort].map(
      ([column, direction]) => sql`${sql.identifier(alias)}.${sql.identifier(column)} ${sql.raw(direction)}`,
    ),
    sql`, `,
  );

/**
 * Highest/lowest (ADR 0029): the page's DOWNLINE rewards all come from the sources
 * `sourcesReachingPage` derives from what the member's cycles paid for (amount-walk.ts), at the
 * level filtered on, if any. Deeper than `AMOUNT_BOUND_MAX` rewards, or when the walk would take
 * too long, every matching reward is derived and sorted.
 */
export const AMOUNT_BOUND_MAX = 1000;

export interface MemberRewardsFilters extends Pick<UserRewardsQuery, 'type' | 'level'> {
  /** Whether forfeited rewards are listed (the member sees them; the admin's tab does not). */
  forfeited?: 'kept' | 'left out' | undefined;
}

/** The member's rewards kept in `rewards` itself (DIRECT, and any DOWNLINE row written there). */
function keptRowsSql(userId: string, filters: MemberRewardsFilters): SQL {
  const where = [sql`r.user_id = ${userId}::uuid`];
  if (filters.type) where.push(sql`r.type = ${filters.type}`);
  if (filters.level) where.push(sql`r.level = ${filters.level}`);
  if (filters.forfeited === 'left out') where.push(sql`r.status <> 'FORFEITED'`);
  return sql`
    SELECT r.id, r.user_id, r.source_user_id, r.type, r.level, r.percent, r.master_amount, r.reward_amount,
           r.cycle, r.status, r.created_at, NULL::timestamptz AS source_joined_at
      FROM ONLY rewards r WHERE ${sql.join(where, sql` AND `)}`;
}

/**
 * Every reward of the member matching the filters, kept or derived (ADR 0031), as an SQL row
 * source, and `sort`'s order on it (as `r`): the rewards `GET /rewards/user` pages through, for
 * the member's export to stream.
 */
export function memberRewardsSql(userId: string, filters: MemberRewardsFilters): SQL {
  const kept = keptRowsSql(userId, filters);
  if (filters.type === 'DIRECT') return kept;
  const derived = memberDownlineRewardsSql(userId, { level: filters.level, forfeited: filters.forfeited });
  return sql`(${kept}) UNION ALL (${derived})`;
}

/**
 * One page of the member's matching rewards, as an SQL row source (`memberRewardsSql`'s columns,
 * ordered by `memberRewardsOrderSql` only when read so), picked from the rewards that can reach
 * it: the kept ones, the best `offset + limit`, and the DOWNLINE rewards of the cycles, derived
 * (ADR 0031; a cycle writes no reward rows, ADR 0032):
 * - newest and oldest: the first `offset + limit` of each cycle the member was paid in (one range
 *   of the closure's network index per cycle), which hold every one that can reach the page;
 * - highest and lowest: those of the sources `sourcesReachingPage` names;
 * - past `AMOUNT_BOUND_MAX`, or when the walk gives up: every one, sorted by the caller.
 */
export async function memberRewardsPageSql(
  tx: DbOrTx,
  userId: string,
  query: UserRewardsQuery & Pick<MemberRewardsFilters, 'forfeited'>,
  options: ListUserRewardsOptions = {},
): Promise<SQL> {
  const offset = (query.page - 1) * query.limit;
  const reach = offset + query.limit;
  const kept = sql`SELECT * FROM (${keptRowsSql(userId, query)}) r ORDER BY ${memberRewardsOrderSql(query.sort)} LIMIT ${reach}`;
  const derived = query.type === 'DIRECT' ? null : await derivedRows(tx, userId, query, reach, options);
  return sql`
    WITH picked AS ((${kept})${derived ? sql` UNION ALL (${derived})` : sql``})
    SELECT * FROM picked r ORDER BY ${memberRewardsOrderSql(query.sort)} LIMIT ${query.limit} OFFSET ${offset}`;
}

async function derivedRows(
  tx: DbOrTx,
  userId: string,
  query: UserRewardsQuery & Pick<MemberRewardsFilters, 'forfeited'>,
  reach: number,
  options: ListUserRewardsOptions,
): Promise<SQL> {
  const { level, forfeited } = query;
  if (query.sort === 'newest' || query.sort === 'oldest')
    return memberDownlineRewardsSql(userId, {
      level,
      forfeited,
      firstOfEachCycle: { order: query.sort, n: reach },
    });
  if (options.plainSort || reach > AMOUNT_BOUND_MAX)
    return memberDownlineRewardsSql(userId, { level, forfeited });
  const sources = await sourcesReachingPage(tx, userId, query.sort, reach, options.walk, level);
  return memberDownlineRewardsSql(
    userId,
    sources === null ? { level, forfeited } : { level, forfeited, sources },
  );
}

export interface ListUserRewardsOptions {
  /** The amount orders from every derived reward, without the walk: the benchmark's before/after figure. */
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
 * `GET /rewards/user`: a page of the member's rewards, the kept ones read through their indexes
 * and the cycles' derived (`memberRewardsPageSql`, ADR 0031). The total comes from `reward_counts`
 * (rewards/summaries), not from counting every cycle's rewards, and the page is cut before its
 * sources are joined (ADR 0019). The page and its total come from one snapshot: a reward written
 * or forfeited meanwhile cannot set the pager apart from the page.
 */
export async function listUserRewards(
  db: DbOrTx,
  userId: string,
  query: UserRewardsQuery,
  options: ListUserRewardsOptions = {},
  between: BetweenReads = {},
) {
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
        FROM (${await memberRewardsPageSql(tx, userId, query, options)}) r
        LEFT JOIN users s ON s.id = r.source_user_id
       ORDER BY ${memberRewardsOrderSql(query.sort)}`),
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
