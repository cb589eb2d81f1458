import type { WithdrawalStatus } from '@app/contract';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
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
  const [tab, setTab] = useState<Tab>('overview');
  const tabs: { key: Tab; label: string }[] = [
    { key: 'overview', label: 'Overview' },
    { key: 'rewards', label: `Rewards (${data.rewards?.statistics.total ?? 0})` },
    { key: 'withdrawals', label: `Withdrawals (${data.withdrawals?.statistics.total ?? 0})` },
  ];
  return (
    <>
      <div role="tablist" aria-label="User details" className="flex gap-2 border-b border-slate-800">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            onClick={() => setTab(t.key)}
            className={cn(
              'px-4 py-2 text-sm',
              tab === t.key ? 'border-b-2 border-emerald-400 text-white' : 'text-slate-400',
            )}
          >
            {t.label}
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
