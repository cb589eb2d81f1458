import { SEARCH_DEBOUNCE_MS } from '@app/contract';
import { useEffect, useMemo, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced';
import type { ReferralTree } from '../api/referral-tree';
import { useTreeSearch } from '../api/tree-search';
import { isWholeNetworkLoaded, treeFromMatches } from '../lib/search-matches';
import { searchTree } from '../lib/search-tree';
import { flattenTree, type LoadedChildren, withLoadedChildren } from '../lib/tree-rows';
import { useLoadedChildren } from './use-loaded-children';

/**
 * The tree's visible rows: the answer's nodes plus children fetched on demand, opened or closed
 * by the member, or, while searching, the matches with their ancestors (member spec 4, 5). The
 * search runs on the page when the whole network is loaded, else on the server (issue 19), whose
 * matches are drawn the same way, a page at a time.
 */
export const useTreeRows = (
  tree: ReferralTree | undefined,
  viewerId: string,
  maxLevels: number,
  search: string,
) => {
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const { loaded, load, reset } = useLoadedChildren(maxLevels);
  const term = search.trim();
  const searching = term !== '';

  // The direct referrals: those the answer carried, or more fetched when it carried only part of them.
  const top = useMemo((): LoadedChildren | undefined => {
    if (!tree) return undefined;
    const carried = tree.referralTree;
    const direct = tree.statistics.directReferrals;
    return (
      loaded.get(viewerId) ?? {
        children: carried,
        total: direct,
        nextPage: carried.length < direct ? 1 : null,
      }
    );
  }, [tree, loaded, viewerId]);

  // Once a search goes to the server it stays there until the box is cleared, even if children
  // still loading complete the tree meanwhile.
  const wholeLoaded = useMemo(
    () => (top ? isWholeNetworkLoaded(top, loaded, maxLevels) : true),
    [top, loaded, maxLevels],
  );
  const [stayOnServer, setStayOnServer] = useState(false);
  const onServer = searching && (stayOnServer || !wholeLoaded);
  useEffect(() => setStayOnServer(onServer), [onServer]);

  const settledTerm = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const server = useTreeSearch(settledTerm, maxLevels, searching && onServer && settledTerm !== '');
  const serverPages = server.data?.pages;
  const serverWaiting = searching && onServer && (settledTerm !== term || server.isPending);

  const rows = useMemo(() => {
    if (!top) return [];
    if (!searching) return flattenTree({ parentId: viewerId, list: top }, loaded, { maxLevels, toggled });
    const view = { maxLevels, toggled, expandAll: true };
    if (onServer) {
      if (!serverPages || settledTerm !== term) return [];
      const last = serverPages[serverPages.length - 1]!;
      const found = treeFromMatches(serverPages.flatMap((p) => p.matches));
      const shown = serverPages.reduce((n, p) => n + p.matches.length, 0);
      const list = {
        children: found,
        total: found.length + (last.pagination.totalRecords - shown),
        nextPage: last.pagination.hasNextPage ? last.pagination.currentPage + 1 : null,
      };
      return flattenTree({ parentId: viewerId, list }, new Map(), view);
    }
    const found = searchTree(withLoadedChildren(top.children, loaded), term);
    return flattenTree(
      { parentId: viewerId, list: { children: found, total: found.length, nextPage: null } },
      new Map(),
      view,
    );
  }, [top, loaded, maxLevels, toggled, term, searching, viewerId, onServer, serverPages, settledTerm]);

  // Opened nodes whose children the answer left out: fetch them.
  useEffect(() => {
    for (const row of rows) if (row.kind === 'loading') void load(row.parentId);
  }, [rows, load]);

  const loadMore = (parentId: string) => {
    if (searching && onServer) void server.fetchNextPage();
    else void load(parentId, parentId === viewerId ? top?.children : loaded.get(parentId)?.children);
  };
  const toggle = (nodeId: string, expanded: boolean) =>
    setToggled((previous) => new Map(previous).set(nodeId, expanded));

  return {
    rows,
    searching,
    loadMore,
    toggle,
    reset,
    /** The server's search: waiting for its first page, failed, or more matches than it counts. */
    serverSearch: onServer
      ? {
          waiting: serverWaiting,
          error: server.isError ? server.error : null,
          retry: () => void server.refetch(),
          capped: serverPages?.[0]?.capped ?? false,
        }
      : null,
  };
};
