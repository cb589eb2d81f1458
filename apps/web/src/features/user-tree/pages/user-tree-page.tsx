import { memberTexts, TREE_DEFAULT_DEPTH } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { treeFailureText, useReferralTree } from '../api/referral-tree';
import { NetworkGrowthChart } from '../components/network-growth-chart';
import { TreeEmptyState } from '../components/tree-empty-state';
import { TreeRootCard } from '../components/tree-root-card';
import { TreeSearchStatus } from '../components/tree-search-status';
import { TreeStatCards } from '../components/tree-stat-cards';
import { TreeToolbar } from '../components/tree-toolbar';
import { VirtualTree } from '../components/virtual-tree';
import { useTreeRows } from '../hooks/use-tree-rows';
import { useTranslation } from '@/lib/i18n/use-translation';

/** /user-tree (member sections 2, 4, 5): the member's network as a collapsible, windowed tree. */
export const UserTreePage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('tree.title'));
  const { user } = useSession();
  const [maxLevels, setMaxLevels] = useState(TREE_DEFAULT_DEPTH);
  const [search, setSearch] = useState('');
  const tree = useReferralTree(maxLevels);
  const { rows, searching, loadMore, toggle, reset, serverSearch } = useTreeRows(
    tree.data,
    user?._id ?? '',
    maxLevels,
    search,
  );
  const refresh = () => {
    reset();
    void tree.refetch();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('tree.title')}</h1>
        <Button variant="secondary" onClick={refresh} isLoading={tree.isFetching && !tree.isPending}>
          {t('tree.refresh')}
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
          <NetworkGrowthChart />
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
          {serverSearch ? <TreeSearchStatus search={serverSearch} /> : null}
          {serverSearch && (serverSearch.waiting || serverSearch.error) ? null : rows.length === 0 ? (
            <TreeEmptyState searching={searching} />
          ) : (
            <VirtualTree rows={rows} onToggle={toggle} onLoadMore={loadMore} />
          )}
        </>
      )}
    </div>
  );
};
