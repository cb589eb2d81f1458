import type { ParsedQueryOf, endpoints } from '@app/contract';
import { type SQL, and, asc, desc, eq, gt, ilike, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { users } from '../../users/users.tables';
import { containsPattern } from '../../../shared/search';
import { userSearchText } from '../../users';

export type AdminUsersQuery = ParsedQueryOf<typeof endpoints.adminUsers>;
export type AdminUsersFilter = Omit<AdminUsersQuery, 'page' | 'limit' | 'sort'>;
export type AdminUsersSort = AdminUsersQuery['sort'];

/** The subscription counts as paid while its period runs (as the session user says). */
export const subscriptionPaidSql = (now: Date) =>
  and(isNotNull(users.subscriptionExpiresAt), gt(users.subscriptionExpiresAt, now)) as SQL;
/** Onboarding is complete with a running subscription and a linked exchange UID. */
export const onboardingCompletedSql = (now: Date) =>
  and(subscriptionPaidSql(now), isNotNull(users.bingxUid)) as SQL;

const is = (condition: SQL, wanted: boolean) => (wanted ? condition : not(condition));

/** The WHERE of the users list and its export: deleted accounts are never listed. */
export function adminUsersWhere(filter: AdminUsersFilter, now: Date): SQL | undefined {
  const f = filter.filters ?? {};
  return and(
    isNull(users.deletedAt),
    filter.search ? ilike(userSearchText, containsPattern(filter.search)) : undefined,
    f.status ? eq(users.status, f.status) : undefined,
    f.isEmailVerified === undefined ? undefined : eq(users.isEmailVerified, f.isEmailVerified),
    f.isAdmin === undefined ? undefined : eq(users.isAdmin, f.isAdmin),
    f.bingxLinked === undefined ? undefined : is(isNotNull(users.bingxUid), f.bingxLinked),
    f.subscriptionPaid === undefined ? undefined : is(subscriptionPaidSql(now), f.subscriptionPaid),
    f.onboardingCompleted === undefined ? undefined : is(onboardingCompletedSql(now), f.onboardingCompleted),
  );
}

type SortField = AdminUsersSort extends `-${infer F}` ? F : never;

/** Columns (or expressions) each sort key orders by. Money sorts are handled by the caller. */
const sortColumns: Record<Exclude<SortField, 'totalRewards' | 'balance'>, SQL[]> = {
  createdAt: [sql`${users.createdAt}`],
  lastLogin: [sql`${users.lastLoginAt}`],
  name: [sql`lower(${users.firstName})`, sql`lower(${users.lastName})`],
  firstName: [sql`lower(${users.firstName})`],
  lastName: [sql`lower(${users.lastName})`],
  email: [sql`lower(${users.email})`],
  userId: [sql`${users.userId}`],
  status: [sql`${users.status}`],
};

export const sortField = (sort: AdminUsersSort) => sort.replace(/^-/, '') as SortField;
export const isDescending = (sort: AdminUsersSort) => sort.startsWith('-');

/**
 * ORDER BY for a sort key ('-createdAt' newest first); ties newest first. Only the last login can
 * be missing (never signed in): it comes last either way. The default order reads the
 * created_at index backwards.
 */
export function adminUsersOrder(sort: AdminUsersSort, moneyColumn?: SQL): SQL[] {
  const field = sortField(sort);
  const direction = isDescending(sort) ? desc : asc;
  const columns =
    field === 'totalRewards' || field === 'balance' ? [moneyColumn ?? sql`0`] : sortColumns[field];
  const ordered = columns.map((c) =>
    field === 'lastLogin' ? sql`${direction(c)} NULLS LAST` : direction(c),
  );
  return [...ordered, desc(users.createdAt), desc(users.id)];
}
