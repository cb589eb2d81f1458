import { useTranslation } from '@/lib/i18n/use-translation';
import type { DataOf, endpoints } from '@app/contract';
import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { Table } from '@/components/ui/table';
import { rewardCellHeadings, RewardCells } from '@/features/admin-rewards';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { filterRewardsByType, type RewardTypeFilter } from '../lib/filter-rewards-by-type';

type RewardsBlock = NonNullable<DataOf<typeof endpoints.adminUser>['rewards']>;

/** Admin 2, user detail, Rewards tab. The type filter works on the loaded page only. */
export const UserRewardsTab = ({
  block,
  page,
  onPage,
}: {
  block: RewardsBlock;
  page: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<RewardTypeFilter>('ALL');
  const typeOptions = [
    { value: 'ALL', label: t('userDetail.rewards.allTypes') },
    { value: 'DIRECT', label: t('userDetail.rewards.direct') },
    { value: 'DOWNLINE', label: t('userDetail.rewards.downline') },
  ];
  const rows = filterRewardsByType(block.data, filter);
  const totalPages = Math.max(1, block.pagination.totalPages);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-3 gap-4">
        <StatCard
          label={t('userDetail.rewards.totalAmount')}
          value={formatMoney(block.statistics.totalRewardAmount)}
        />
        <StatCard
          label={t('userDetail.rewards.directRewards')}
          value={formatCount(block.statistics.directRewardsCount)}
        />
        <StatCard
          label={t('userDetail.rewards.downlineRewards')}
          value={formatCount(block.statistics.downlineRewardsCount)}
        />
      </div>
      <Select
        label={t('common.type')}
        value={filter}
        onChange={(value) => setFilter(value as RewardTypeFilter)}
        options={typeOptions}
      />
      <Table head={rewardCellHeadings(t)} empty={rows.length === 0 ? t('texts.userDetail.noRewards') : null}>
        {rows.map((reward) => (
          <tr key={reward._id} data-testid="reward-row">
            <RewardCells reward={reward} />
          </tr>
        ))}
      </Table>
      <Pager
        label={t('userDetail.rewards.pager', {
          shown: formatCount(rows.length),
          total: formatCount(block.statistics.total),
          page: formatCount(page),
          totalPages: formatCount(totalPages),
        })}
        page={page}
        totalPages={totalPages}
        onPage={onPage}
      />
    </div>
  );
};
