import { REFERRALS_PAGE_SIZE, type DataOf } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

/** GET /users/referrals/history: a page of the member's network and its statistics. */
export type ReferralHistory = DataOf<typeof endpoints.referralHistory>;
export type ReferralItem = ReferralHistory['referrals'][number];

export const referralKeys = {
  all: ['referrals'] as const,
  statistics: () => [...referralKeys.all, 'statistics'] as const,
  page: (page: number, level: number | undefined) => [...referralKeys.all, 'page', { page, level }] as const,
};

const fetchReferralHistory = (query: { page: number; limit: number; level?: number | undefined }) =>
  fetchOrThrow(endpoints.referralHistory, { query });

/** The statistics block: over the whole network, so one row is enough. */
export const useReferralStatistics = () =>
  useQuery({
    queryKey: referralKeys.statistics(),
    queryFn: () => fetchReferralHistory({ page: 1, limit: 1 }),
    select: (data) => data.statistics,
  });

/** One page of the history table, 10 rows, optionally one level; the last page stays while the next loads. */
export const useReferralPage = (page: number, level: number | undefined) =>
  useQuery({
    queryKey: referralKeys.page(page, level),
    queryFn: () => fetchReferralHistory({ page, limit: REFERRALS_PAGE_SIZE, level }),
    placeholderData: keepPreviousData,
  });
