import { useEffect, useMemo, useState } from 'react';
import type { ReferralTree } from '../api/referral-tree';
import { searchTree } from '../lib/search-tree';
import { flattenTree, type LoadedChildren, withLoadedChildren } from '../lib/tree-rows';
import { useLoadedChildren } from './use-loaded-children';

/**
 * The tree's visible rows: the answer's nodes plus children fetched on demand, opened or closed
 * by the member, or, while searching, the matches with their ancestors (member spec 4, 5).
 */
export const useTreeRows = (
  tree: ReferralTree | undefined,
  viewerId: string,
  maxLevels: number,
  search: string,
) => {
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const { loaded, load, reset } = useLoadedChildren(maxLevels);
  const searching = search.trim() !== '';

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

  const rows = useMemo(() => {
    if (!top) return [];
    if (!searching) return flattenTree({ parentId: viewerId, list: top }, loaded, { maxLevels, toggled });
    const found = searchTree(withLoadedChildren(top.children, loaded), search);
    const list = { children: found, total: found.length, nextPage: null };
    return flattenTree({ parentId: viewerId, list }, new Map(), { maxLevels, toggled, expandAll: true });
  }, [top, loaded, maxLevels, toggled, search, searching, viewerId]);

  // Opened nodes whose children the answer left out: fetch them.
  useEffect(() => {
    for (const row of rows) if (row.kind === 'loading') void load(row.parentId);
  }, [rows, load]);

  const loadMore = (parentId: string) =>
    void load(parentId, parentId === viewerId ? top?.children : loaded.get(parentId)?.children);
  const toggle = (nodeId: string, expanded: boolean) =>
    setToggled((previous) => new Map(previous).set(nodeId, expanded));

  return { rows, searching, loadMore, toggle, reset };
};
