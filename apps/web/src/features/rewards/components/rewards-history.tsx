import { memberTexts, REWARDS_DEFAULT_PAGE_SIZE, REWARDS_DEFAULT_SORT } from '@app/contract';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useUserRewards } from '../api/get-user-rewards';
import { RewardsFilters, type RewardsFilterState } from './rewards-filters';
import { RewardsPager } from './rewards-pager';
import { RewardsTable } from './rewards-table';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

const initialFilters: RewardsFilterState = {
  type: '',
  level: '',
  sort: REWARDS_DEFAULT_SORT,
  limit: REWARDS_DEFAULT_PAGE_SIZE,
};

/** The Rewards History tab: filters, the table and its pager; a new filter starts at page 1. */
export const RewardsHistory = () => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const rewards = useUserRewards({
    page,
    limit: filters.limit,
    sort: filters.sort,
    type: filters.type || undefined,
    level: filters.level === '' ? undefined : filters.level,
  });
  const data = rewards.data ?? null;
  const rows = data?.rewards ?? [];

  return (
    <div className="space-y-4">
      <RewardsFilters
        value={filters}
        onChange={(next) => {
          setFilters((current) => ({ ...current, ...next }));
          setPage(1);
        }}
      />
      {rewards.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('rewards.loading')} />
        </div>
      ) : rows.length === 0 ? (
        <p className="py-10 text-center text-slate-400">{translate(memberTexts.rewards.noRewards)}</p>
      ) : (
        <div aria-busy={rewards.isFetching || undefined}>
          <RewardsTable rewards={rows} />
        </div>
      )}
      {data && data.pagination.totalRecords > 0 ? (
        <RewardsPager
          currentPage={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          totalRecords={data.pagination.totalRecords}
          limit={data.pagination.limit}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
};
