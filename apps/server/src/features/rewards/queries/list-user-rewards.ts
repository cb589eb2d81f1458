import type { RewardsSort, RewardType } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';

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
 * sort the member's matching rows (top-N), which stays quick into the hundreds of thousands.
 * The total comes from `reward_counts` (rewards/summaries), not from counting every cycle's rows,
 * and the page is cut before its sources are joined (not every matching row: ADR 0019). Newest and
 * oldest read the cycle tables' (user, created_at, id) indexes in order, merged (Merge Append).
 */
export async function listUserRewards(db: DbOrTx, userId: string, query: UserRewardsQuery) {
  const filters = [sql`r.user_id = ${userId}::uuid`];
  if (query.type) filters.push(sql`r.type = ${query.type}`);
  if (query.level) filters.push(sql`r.level = ${query.level}`);
  const where = sql.join(filters, sql` AND `);
  // The pager's total from the member's counts per type and level (kept by every write: ADR 0019).
  const counted = [sql`c.user_id = ${userId}::uuid`];
  if (query.type) counted.push(sql`c.type = ${query.type}`);
  if (query.level) counted.push(sql`c.level = ${query.level}`);
  const [rows, count] = await Promise.all([
    db.execute<Row>(sql`
      SELECT r.id, r.type, r.reward_amount::text AS "rewardAmount", r.percent::text AS percent,
             r.master_amount::text AS "masterAmount", r.level, r.cycle, r.created_at AS "createdAt", r.status,
             r.source_user_id AS "sourceId", s.first_name AS "firstName", s.last_name AS "lastName",
             s.email, s.user_id AS "sourcePublicId"
        FROM (SELECT * FROM rewards r WHERE ${where}
               ORDER BY ${ORDER[query.sort]}
               LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}) r
        LEFT JOIN users s ON s.id = r.source_user_id
       ORDER BY ${ORDER[query.sort]}`),
    db.execute<{ n: number }>(sql`
      SELECT coalesce(sum(c.rewards), 0)::int AS n FROM reward_counts c WHERE ${sql.join(counted, sql` AND `)}`),
  ]);
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
