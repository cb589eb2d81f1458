import { type DataOf } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { treeKeys } from './referral-tree';
import { endpoints } from '@/lib/api-routes';

/** GET /users/referral-tree/search: matches with their uplines, page by page. */
export type TreeSearchPage = DataOf<typeof endpoints.referralTreeSearch>;

/** Matches per page: as many as fit a few screens of the tree. */
export const SEARCH_PAGE_SIZE = 50;

export const treeSearchQueryOptions = (search: string, maxLevels: number) =>
  infiniteQueryOptions({
    queryKey: treeKeys.search(search, maxLevels),
    queryFn: ({ pageParam }) =>
      fetchOrThrow(endpoints.referralTreeSearch, {
        query: { search, maxLevels, page: pageParam, limit: SEARCH_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last: TreeSearchPage) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
  });

/** The server's search, for a network the page has not loaded whole; off while `enabled` is false. */
export const useTreeSearch = (search: string, maxLevels: number, enabled: boolean) =>
  useInfiniteQuery({ ...treeSearchQueryOptions(search, maxLevels), enabled });
