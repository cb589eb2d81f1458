import { type DataOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminDepositKeys } from './admin-deposit-keys';
import { endpoints } from '@/lib/api-routes';

export type DepositAddressPage = DataOf<typeof endpoints.adminDepositAddress>;

/** GET /admin/deposits/{id}: one member's deposit address, its transfers (paged), refunds and periods. */
export const depositAddressQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: adminDepositKeys.address(id, page),
    queryFn: () => fetchOrThrow(endpoints.adminDepositAddress, { params: { id }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useDepositAddress = (id: string, page: number, enabled: boolean) =>
  useQuery({ ...depositAddressQueryOptions(id, page), enabled });
