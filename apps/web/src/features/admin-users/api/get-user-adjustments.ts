import { type DataOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import { endpoints } from '@/lib/api-routes';

export type UserAdjustments = DataOf<typeof endpoints.userAdjustments>;

/** GET /users/admin/{id}/adjustments: the member's ledger adjustments, newest first. */
export const userAdjustmentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUserKeys.adjustments(id),
    queryFn: () => fetchOrThrow(endpoints.userAdjustments, { params: { id } }),
  });

export const useUserAdjustments = (id: string) => useQuery(userAdjustmentsQueryOptions(id));
