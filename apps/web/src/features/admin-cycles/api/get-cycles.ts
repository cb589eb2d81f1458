import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminCycleKeys } from './admin-cycle-keys';
import { endpoints } from '@/lib/api-routes';

const POLL_MS = 1000;

/** GET /rewards/admin/cycles/{id}: one cycle, polled while it runs, no more once paid or failed. */
export const cycleQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: adminCycleKeys.cycle(id),
    queryFn: () => fetchOrThrow(endpoints.rewardCycle, { params: { id: id ?? '' } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? POLL_MS : false),
  });

/** GET /rewards/admin/cycles: a page of past cycles. */
export const cyclesQueryOptions = (page: number, selectedStatus: string | undefined) =>
  queryOptions({
    queryKey: adminCycleKeys.list(page, selectedStatus),
    queryFn: () => fetchOrThrow(endpoints.rewardCycles, { query: { page } }),
  });

export const useCycle = (id: string | null) => useQuery(cycleQueryOptions(id));
export const useCycles = (page: number, selectedStatus: string | undefined) =>
  useQuery(cyclesQueryOptions(page, selectedStatus));
