import { TREE_SEARCH_MATCH_CAP } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { treeFailureText } from '../api/referral-tree';
import { formatGrouped } from '@/lib/format/number';
import { useTranslation } from '@/lib/i18n/use-translation';

/** What the server's search (a network larger than the page holds) is doing, above the matches. */
export const TreeSearchStatus = ({
  search,
}: {
  search: { waiting: boolean; error: Error | null; retry: () => void; capped: boolean };
}) => {
  const { t } = useTranslation('member');
  if (search.error) {
    return (
      <Alert>
        <p>{treeFailureText(search.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={search.retry}>
          {t('tree.searchStatus.retry')}
        </Button>
      </Alert>
    );
  }
  if (search.waiting) {
    return (
      <div role="status" className="flex items-center gap-2 text-slate-300">
        <Spinner size="sm" /> {t('tree.searchStatus.searching')}
      </div>
    );
  }
  return search.capped ? (
    <p role="status" className="text-sm text-amber-300">
      {t('tree.searchStatus.capped', { cap: formatGrouped(TREE_SEARCH_MATCH_CAP) })}
    </p>
  ) : null;
};
