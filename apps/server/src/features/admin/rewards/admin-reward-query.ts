import type { ParsedQueryOf, endpoints } from '@app/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { rewards } from '../../rewards/rewards.tables';
import { containsPattern } from '../../../shared/search';
import { userSearchText } from '../../users';

export type AdminRewardsQuery = ParsedQueryOf<typeof endpoints.adminRewards>;
export type AdminRewardsFilter = Pick<AdminRewardsQuery, 'search' | 'type' | 'level'> & {
  /** Only this recipient's rewards (the user detail's Rewards tab). */
  userId?: string;
};

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
 * The WHERE of the admin rewards list, its statistics and its export. Forfeited rewards were
 * never paid and are not listed. Search matches the recipient or the member the reward came from.
 */
export function adminRewardsWhere(db: DbOrTx, filter: AdminRewardsFilter): SQL | undefined {
  return and(
    ne(rewards.status, 'FORFEITED'),
    filter.userId ? eq(rewards.userId, filter.userId) : undefined,
    filter.type ? eq(rewards.type, filter.type) : undefined,
    filter.level ? eq(rewards.level, filter.level) : undefined,
    filter.search
      ? or(
          inArray(rewards.userId, matchingUsers(db, filter.search)),
          inArray(rewards.sourceUserId, matchingUsers(db, filter.search)),
        )
      : undefined,
  );
}

const sortColumns = {
  createdAt: rewards.createdAt,
  rewardAmount: rewards.rewardAmount,
  masterAmount: rewards.masterAmount,
  level: rewards.level,
  cycle: rewards.cycle,
} as const;

/** ORDER BY for a sort key ('-createdAt' newest first); ties newest first by id. */
export function adminRewardsOrder(sort: AdminRewardsQuery['sort']): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns];
  return [
    direction(column),
    sort === '-createdAt' || sort === 'createdAt' ? direction(rewards.id) : desc(rewards.id),
  ];
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

/**
 * The rewards list's rows in its order, as a query (the CSV export streams the same one); `ids`
 * narrows it to the rows of one page found beforehand (reward-ids-by-time.ts).
 */
export function adminRewardsSelect(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  sort: AdminRewardsQuery['sort'],
  ids?: string[],
) {
  return db
    .select(adminRewardColumns)
    .from(rewards)
    .leftJoin(recipient, eq(recipient.id, rewards.userId))
    .leftJoin(source, eq(source.id, rewards.sourceUserId))
    .where(and(adminRewardsWhere(db, filter), ids ? inArray(rewards.id, ids) : undefined))
    .orderBy(...adminRewardsOrder(sort));
}
