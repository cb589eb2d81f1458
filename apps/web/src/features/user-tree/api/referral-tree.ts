import { endpoints, memberTexts, type DataOf } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { type ApiFailure, callEndpoint } from '@/lib/api-client';

/** GET /users/referral-tree: the member's tree down to maxLevels, with statistics. */
export type ReferralTree = DataOf<typeof endpoints.referralTree>;

export const treeKeys = {
  all: ['referral-tree'] as const,
  tree: (maxLevels: number) => [...treeKeys.all, { maxLevels }] as const,
};

/** The page's texts for a failed call: the server's message, or the network error text. */
export const treeFailureText = (failure: Pick<ApiFailure, 'code' | 'message'>) =>
  failure.code === 'NETWORK_ERROR'
    ? memberTexts.referralTree.networkError
    : failure.message || memberTexts.referralTree.fetchFailed;

export const useReferralTree = (maxLevels: number) =>
  useQuery({
    queryKey: treeKeys.tree(maxLevels),
    queryFn: async () => {
      const result = await callEndpoint(endpoints.referralTree, { query: { maxLevels } });
      if (!result.success) throw new Error(treeFailureText(result));
      return result.data;
    },
  });
