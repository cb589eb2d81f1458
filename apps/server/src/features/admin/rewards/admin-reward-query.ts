import type { ParsedQueryOf, endpoints } from '@app/contract';
import { MAX_LEVEL } from '@app/contract';
import {
  type SQL,
  Subquery,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../infra/db/client';
import { referralPaths } from '../../network/network.tables';
import { users } from '../../users/users.tables';
import { rewards } from '../../rewards/rewards.tables';
import { containsPattern } from '../../../shared/search';
import { userSearchText } from '../../users';
import {
  REWARD_COLUMNS,
  derivedDownlineRewardsSql,
  everyRewardSql,
  memberDownlineRewardsSql,
  memberRewardsSql,
} from '../../rewards';

export type AdminRewardsQuery = ParsedQueryOf<typeof endpoints.adminRewards>;
export type AdminRewardsFilter = Pick<AdminRewardsQuery, 'search' | 'type' | 'level'> & {
  /** Only this recipient's rewards (the user detail's Rewards tab). */
  userId?: string;
  /** How many accounts the search matches (`withSearchBreadth`); unset: read as many. */
  searchBreadth?: SearchBreadth;
};
/** Few matching accounts: their rewards are probed through indexes; many: every reward is read. */
export type SearchBreadth = 'few' | 'many';

export const recipient = alias(users, 'recipient');
export const source = alias(users, 'source');

/** Recipient and source member of each reward, as the admin screens name them. */
export const adminRewardColumns = {
  id: rewards.id,
  type: rewards.type,
  level: rewards.level,
  percent: rewards.percent,
  masterAmount: rewards.masterAmount,
  rewardAmount: rewards.rewardAmount,
  cycle: rewards.cycle,
  createdAt: rewards.createdAt,
  status: rewards.status,
  recipientFirstName: recipient.firstName,
  recipientLastName: recipient.lastName,
  recipientEmail: recipient.email,
  recipientUserId: recipient.userId,
  sourceFirstName: source.firstName,
  sourceLastName: source.lastName,
  sourceEmail: source.email,
  sourceUserId: source.userId,
};

/** Accounts whose name, e-mail, userId (or code, UID) match: the users trigram index answers it. */
const matchingUsers = (db: DbOrTx, term: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(ilike(userSearchText, containsPattern(term)));

/**
 * A search matching at most this many accounts reads their rewards through indexes; more, and one
 * pass over every reward is cheaper (docs/benchmarks.md, "Admin rewards search").
 */
export const SEARCH_PROBE_LIMIT = 2000;

/** The filter with its search's breadth (one look-up of at most SEARCH_PROBE_LIMIT + 1 accounts). */
export async function withSearchBreadth(db: DbOrTx, filter: AdminRewardsFilter): Promise<AdminRewardsFilter> {
  if (!filter.search) return filter;
  const found = await matchingUsers(db, filter.search).limit(SEARCH_PROBE_LIMIT + 1);
  return { ...filter, searchBreadth: found.length > SEARCH_PROBE_LIMIT ? 'many' : 'few' };
}

/** An SQL row source with the columns of `rewards` (and maybe more), as the relation `rewards`. */
export const asRewards = (rows: SQL) => new Subquery(rows, getTableColumns(rewards), 'rewards');

/**
 * The rewards of the accounts a search matches, found through indexes, as the relation `rewards`:
 * those the accounts received (by recipient: the rows of `rewards` itself, and their DOWNLINE
 * rewards derived: ADR 0031), and those paid for them, which went to their uplines: the rows of
 * `rewards` itself probed pair by pair on the (recipient, source) unique index from their closure
 * rows, and the DOWNLINE rewards derived from the cycles' inputs for them. Every reward with a
 * source member pays an upline of it (DIRECT and DOWNLINE alike are written through the closure
 * table). A reward whose recipient and source both match comes from the first part only. The
 * matches are MATERIALIZED: the planner keeps the probes on their indexes then (it chose a
 * parallel scan of every reward for the same joins written inline).
 */
export const rewardsMatching = (db: DbOrTx, term: string) =>
  asRewards(sql`
    WITH matching AS MATERIALIZED ${matchingUsers(db, term)}
    SELECT ${REWARD_COLUMNS} FROM ONLY ${rewards} r WHERE r.user_id IN (SELECT id FROM matching)
    UNION ALL
    SELECT d.id, d.user_id, d.source_user_id, d.type, d.level, d.percent, d.master_amount, d.reward_amount,
           d.cycle, d.status, d.created_at
      FROM matching m CROSS JOIN LATERAL (${memberDownlineRewardsSql(sql`m.id`)}) d
    UNION ALL
    SELECT r.id, r.user_id, r.source_user_id, r.type, r.level, r.percent, r.master_amount, r.reward_amount,
           r.cycle, r.status, r.created_at
      FROM matching m
      JOIN ${referralPaths} p ON p.descendant_id = m.id AND p.depth <= ${MAX_LEVEL}
      JOIN ONLY ${rewards} r ON r.user_id = p.ancestor_id AND r.source_user_id = p.descendant_id
     WHERE r.user_id NOT IN (SELECT id FROM matching)
    UNION ALL
    SELECT ${REWARD_COLUMNS} FROM (${derivedDownlineRewardsSql({ sources: sql`SELECT id FROM matching` })}) d
     WHERE d.user_id NOT IN (SELECT id FROM matching)`);

/**
 * What the list's queries read from: the few matching accounts' rewards, one member's (the user
 * detail's tab), or every reward (`everyRewardSql`: DOWNLINE rewards derived, ADR 0031).
 */
export function adminRewardsFrom(db: DbOrTx, filter: AdminRewardsFilter) {
  if (filter.search && filter.searchBreadth === 'few') return rewardsMatching(db, filter.search);
  if (filter.userId) return asRewards(memberRewardsSql(filter.userId, { forfeited: 'left out' }));
  return asRewards(everyRewardSql());
}

/**
 * The WHERE of the admin rewards list, its statistics and its export, over `adminRewardsFrom`.
 * Forfeited rewards were never paid and are not listed. A search matches the recipient or the
 * member the reward came from (here when it matches many accounts: every reward is read).
 */
export function adminRewardsWhere(db: DbOrTx, filter: AdminRewardsFilter): SQL | undefined {
  return and(
    ne(rewards.status, 'FORFEITED'),
    filter.userId ? eq(rewards.userId, filter.userId) : undefined,
    filter.type ? eq(rewards.type, filter.type) : undefined,
    filter.level ? eq(rewards.level, filter.level) : undefined,
    filter.search && filter.searchBreadth !== 'few'
      ? or(
          inArray(rewards.userId, matchingUsers(db, filter.search)),
          inArray(rewards.sourceUserId, matchingUsers(db, filter.search)),
        )
      : undefined,
  );
}

/** The sorts other than by time (`adminRewardsOrder` orders by time itself). */
const sortColumns = {
  rewardAmount: rewards.rewardAmount,
  masterAmount: rewards.masterAmount,
  level: rewards.level,
  cycle: rewards.cycle,
} as const;

/**
 * ORDER BY for a sort key ('-createdAt' newest first); ties newest first by id. By time, the
 * rewards of one time (a cycle's) go by source, then level, the order a cycle's rewards are
 * derived in (`cycleRewardsInOrderSql`), and oldest first is the exact reverse of newest first.
 */
export function adminRewardsOrder(sort: AdminRewardsQuery['sort']): SQL[] {
  if (sort === '-createdAt')
    return [desc(rewards.createdAt), asc(rewards.sourceUserId), asc(rewards.level), desc(rewards.id)];
  if (sort === 'createdAt')
    return [asc(rewards.createdAt), desc(rewards.sourceUserId), desc(rewards.level), asc(rewards.id)];
  const direction = sort.startsWith('-') ? desc : asc;
  return [direction(sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns]), desc(rewards.id)];
}

export interface AdminRewardRow {
  id: string;
  type: 'DIRECT' | 'DOWNLINE';
  level: number;
  percent: string;
  masterAmount: string;
  rewardAmount: string;
  cycle: number;
  createdAt: Date;
  status: 'CREDITED' | 'LOCKED' | 'FORFEITED';
  recipientFirstName: string | null;
  recipientLastName: string | null;
  recipientEmail: string | null;
  recipientUserId: string | null;
  sourceFirstName: string | null;
  sourceLastName: string | null;
  sourceEmail: string | null;
  sourceUserId: string | null;
}

/** A row in the contract's admin Reward shape; amounts stay decimal strings. */
export const toAdminReward = (r: AdminRewardRow) => ({
  _id: r.id,
  type: r.type,
  level: r.level,
  percent: r.percent,
  masterAmount: r.masterAmount,
  rewardAmount: r.rewardAmount,
  cycle: r.cycle,
  createdAt: r.createdAt,
  status: r.status,
  rewardUser: {
    firstName: r.recipientFirstName ?? '',
    lastName: r.recipientLastName ?? '',
    email: r.recipientEmail ?? '',
    userId: r.recipientUserId ?? '',
  },
  downlineUser:
    r.sourceUserId === null
      ? null
      : {
          firstName: r.sourceFirstName ?? '',
          lastName: r.sourceLastName ?? '',
          email: r.sourceEmail ?? '',
          userId: r.sourceUserId,
        },
});

/** The admin screens' columns of the rewards `from` gives, with their recipients and sources. */
export const adminRewardRowsOf = (db: DbOrTx, from: ReturnType<typeof asRewards>) =>
  db
    .select(adminRewardColumns)
    .from(from)
    .leftJoin(recipient, eq(recipient.id, rewards.userId))
    .leftJoin(source, eq(source.id, rewards.sourceUserId));

/**
 * The rewards list's rows in its order, as a query (the CSV export streams the same one); `page`
 * reads them from the rows of one page picked beforehand (by time: reward-page-by-time.ts).
 */
export function adminRewardsSelect(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  sort: AdminRewardsQuery['sort'],
  page?: SQL,
) {
  return adminRewardRowsOf(db, page ? asRewards(page) : adminRewardsFrom(db, filter))
    .where(adminRewardsWhere(db, page ? { ...filter, search: undefined } : filter))
    .orderBy(...adminRewardsOrder(sort));
}
