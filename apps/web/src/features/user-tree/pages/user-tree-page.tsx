import { memberTexts, TREE_DEFAULT_DEPTH } from '@app/contract';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { treeFailureText, useReferralTree } from '../api/referral-tree';
import { TreeEmptyState } from '../components/tree-empty-state';
import { TreeRootCard } from '../components/tree-root-card';
import { TreeStatCards } from '../components/tree-stat-cards';
import { TreeToolbar } from '../components/tree-toolbar';
import { VirtualTree } from '../components/virtual-tree';
import { useLoadedChildren } from '../hooks/use-loaded-children';
import { searchTree } from '../lib/search-tree';
import { flattenTree, type LoadedChildren, withLoadedChildren } from '../lib/tree-rows';

/** /user-tree (member sections 2, 4, 5): the member's network as a collapsible, windowed tree. */
export const UserTreePage = () => {
  useDocumentTitle('My Referral Tree');
  const { user } = useSession();
  const viewerId = user?._id ?? '';
  const [maxLevels, setMaxLevels] = useState(TREE_DEFAULT_DEPTH);
  const [search, setSearch] = useState('');
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const tree = useReferralTree(maxLevels);
  const { loaded, load, reset } = useLoadedChildren(maxLevels);
  const searching = search.trim() !== '';

  // The direct referrals: those the answer carried, or more fetched when it carried only part of them.
  const top = useMemo((): LoadedChildren | undefined => {
    if (!tree.data) return undefined;
    const carried = tree.data.referralTree;
    const direct = tree.data.statistics.directReferrals;
    return (
      loaded.get(viewerId) ?? {
        children: carried,
        total: direct,
        nextPage: carried.length < direct ? 1 : null,
      }
    );
  }, [tree.data, loaded, viewerId]);

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
  const refresh = () => {
    reset();
    void tree.refetch();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">My Referral Tree</h1>
        <Button variant="secondary" onClick={refresh} isLoading={tree.isFetching && !tree.isPending}>
          Refresh
        </Button>
      </div>
      {tree.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-300">
          <Spinner size="lg" />
          {memberTexts.referralTree.loading}
        </div>
      ) : tree.isError ? (
        <Alert>
          <p>{treeFailureText(tree.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={refresh}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <TreeStatCards statistics={tree.data.statistics} />
          <TreeToolbar
            search={search}
            onSearch={setSearch}
            maxLevels={maxLevels}
            onMaxLevels={(levels) => {
              reset();
              setMaxLevels(levels);
            }}
          />
          <TreeRootCard userInfo={tree.data.userInfo} />
          {rows.length === 0 ? (
            <TreeEmptyState searching={searching} />
          ) : (
            <VirtualTree
              rows={rows}
              onToggle={(nodeId, expanded) =>
                setToggled((previous) => new Map(previous).set(nodeId, expanded))
              }
              onLoadMore={loadMore}
            />
          )}
        </>
      )}
    </div>
  );
};
