import { memberTexts, type DataOf } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { failureCode, fetchOrThrow } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

/** GET /users/referral-tree: the member's tree down to maxLevels, with statistics. */
export type ReferralTree = DataOf<typeof endpoints.referralTree>;

export const treeKeys = {
  all: ['referral-tree'] as const,
  tree: (maxLevels: number) => [...treeKeys.all, { maxLevels }] as const,
  growth: (months: number) => [...treeKeys.all, 'growth', { months }] as const,
  search: (search: string, maxLevels: number) => [...treeKeys.all, 'search', { search, maxLevels }] as const,
};

/** The page's text for a failed load: the server's message, or the network error text. */
export const treeFailureText = (error: Error) =>
  failureCode(error) === 'NETWORK_ERROR'
    ? memberTexts.referralTree.networkError
    : error.message || memberTexts.referralTree.fetchFailed;

export const useReferralTree = (maxLevels: number) =>
  useQuery({
    queryKey: treeKeys.tree(maxLevels),
    queryFn: () => fetchOrThrow(endpoints.referralTree, { query: { maxLevels } }),
  });
