import { type DataOf, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import { endpoints } from '@/lib/api-routes';

export type AdminUsersQuery = NonNullable<QueryOf<typeof endpoints.adminUsers>>;
export type AdminUsersPage = DataOf<typeof endpoints.adminUsers>;

/** GET /users/admin/all: a page of users with the list's statistics; the last page stays while the next loads. */
export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.adminUsers, { query }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: AdminUsersQuery) => useQuery(adminUsersQueryOptions(query));
