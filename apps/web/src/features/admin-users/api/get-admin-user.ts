import { type DataOf, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import { endpoints } from '@/lib/api-routes';

export type AdminUserQuery = NonNullable<QueryOf<typeof endpoints.adminUser>>;
export type AdminUserDetail = DataOf<typeof endpoints.adminUser>;

/** GET /users/admin/{id}: the user with a page of rewards and of withdrawals (the two tabs). */
export const adminUserQueryOptions = (id: string, query: AdminUserQuery) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id, query),
    queryFn: () => fetchOrThrow(endpoints.adminUser, { params: { id }, query }),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (id: string, query: AdminUserQuery, enabled: boolean) =>
  useQuery({ ...adminUserQueryOptions(id, query), enabled });
