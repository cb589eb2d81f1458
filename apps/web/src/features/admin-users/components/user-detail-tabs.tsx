import { useTranslation } from '@/lib/i18n/use-translation';
import type { WithdrawalStatus } from '@app/contract';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format/number';
import type { AdminUserDetail } from '../api/get-admin-user';
import { UserOverview } from './user-overview';
import { UserRewardsTab } from './user-rewards-tab';
import { UserWithdrawalsTab } from './user-withdrawals-tab';

type Tab = 'overview' | 'rewards' | 'withdrawals';

export type TabPaging = {
  rewardsPage: number;
  onRewardsPage: (page: number) => void;
  withdrawalsPage: number;
  onWithdrawalsPage: (page: number) => void;
  status: WithdrawalStatus | undefined;
  onStatus: (status: WithdrawalStatus | undefined) => void;
};

/** Admin 2, user detail: Overview (default), Rewards (with count), Withdrawals (with count). */
export const UserDetailTabs = ({ data, paging }: { data: AdminUserDetail; paging: TabPaging }) => {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('overview');
  const tabs: { key: Tab; label: string }[] = [
    { key: 'overview', label: t('userDetail.tabs.overview') },
    {
      key: 'rewards',
      label: t('userDetail.tabs.rewards', { total: formatCount(data.rewards?.statistics.total ?? 0) }),
    },
    {
      key: 'withdrawals',
      label: t('userDetail.tabs.withdrawals', {
        total: formatCount(data.withdrawals?.statistics.total ?? 0),
      }),
    },
  ];
  return (
    <>
      <div
        role="tablist"
        aria-label={t('userDetail.tabs.label')}
        className="flex gap-2 border-b border-slate-800"
      >
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            onClick={() => setTab(item.key)}
            className={cn(
              'px-4 py-2 text-sm',
              tab === item.key ? 'border-b-2 border-emerald-400 text-white' : 'text-slate-400',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'overview' ? <UserOverview user={data.user} /> : null}
        {tab === 'rewards' && data.rewards ? (
          <UserRewardsTab block={data.rewards} page={paging.rewardsPage} onPage={paging.onRewardsPage} />
        ) : null}
        {tab === 'withdrawals' && data.withdrawals ? (
          <UserWithdrawalsTab
            block={data.withdrawals}
            page={paging.withdrawalsPage}
            onPage={paging.onWithdrawalsPage}
            status={paging.status}
            onStatus={paging.onStatus}
          />
        ) : null}
      </div>
    </>
  );
};
