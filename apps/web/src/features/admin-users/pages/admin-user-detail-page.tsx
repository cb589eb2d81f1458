import { ADMIN_PAGE_SIZE, adminTexts, endpoints, type WithdrawalStatus } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { adminErrorText, fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeleteUserButton } from '../components/delete-user-button';
import { UserOverview } from '../components/user-overview';
import { UserRewardsTab } from '../components/user-rewards-tab';
import { UserWithdrawalsTab } from '../components/user-withdrawals-tab';
import { isUserId } from '../lib/is-user-id';

type Tab = 'overview' | 'rewards' | 'withdrawals';

/** Admin 2, user detail. */
export const AdminUserDetailPage = () => {
  const { id } = useParams();
  useDocumentTitle('User Details');
  const valid = isUserId(id);
  const [tab, setTab] = useState<Tab>('overview');
  const [rewardsPage, setRewardsPage] = useState(1);
  const [withdrawalsPage, setWithdrawalsPage] = useState(1);
  const [status, setStatus] = useState<WithdrawalStatus | undefined>();
  const query = {
    includeRewards: true,
    includeWithdrawals: true,
    rewardsPage,
    rewardsLimit: ADMIN_PAGE_SIZE,
    withdrawalsPage,
    withdrawalsLimit: ADMIN_PAGE_SIZE,
    status,
  };
  const detail = useQuery({
    queryKey: ['admin', 'user', id, query],
    queryFn: () => fetchOrThrow(endpoints.adminUser, { params: { id: id ?? '' }, query }),
    enabled: valid,
    placeholderData: (previous) => previous,
  });

  const back = (
    <Link to={paths.admin.users.href()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
      ← Back to users
    </Link>
  );
  // Every state keeps a page heading: the user's name once loaded, 'User Details' before that.
  const placeholderHeading = <h1 className="text-2xl font-bold text-white">User Details</h1>;
  if (!valid || detail.isPending) {
    return (
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          {back}
          {placeholderHeading}
        </div>
        {valid ? (
          <p className="text-slate-300">{adminTexts.userDetail.loading}</p>
        ) : (
          <Alert>{adminTexts.userDetail.invalidId}</Alert>
        )}
      </div>
    );
  }
  const data = detail.data;
  const errorText = adminErrorText(detail.error, {
    failed: adminTexts.userDetail.fetchFailed,
    exception: adminTexts.userDetail.fetchError,
  });

  const tabs: { key: Tab; label: string }[] = [
    { key: 'overview', label: 'Overview' },
    { key: 'rewards', label: `Rewards (${data?.rewards?.statistics.total ?? 0})` },
    { key: 'withdrawals', label: `Withdrawals (${data?.withdrawals?.statistics.total ?? 0})` },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          {back}
          {data ? (
            <div>
              <h1 className="text-2xl font-bold text-white">{fullName(data.user)}</h1>
              <p className="text-slate-400">{data.user.userId}</p>
            </div>
          ) : (
            placeholderHeading
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void detail.refetch()} isLoading={detail.isFetching}>
            Refresh
          </Button>
          {data && !data.user.isAdmin ? (
            <DeleteUserButton id={data.user._id} name={fullName(data.user)} />
          ) : null}
        </div>
      </div>
      {detail.isError ? <Alert>{errorText}</Alert> : null}
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Total Rewards" value={formatMoney(data.user.totalRewards)} />
            <StatCard label="Balance" value={formatMoney(data.user.balance)} />
            <StatCard label="Total Withdrawn" value={formatMoney(data.user.totalWithdrawn)} />
            <StatCard label="Referrals" value={data.user.referralStats.totalReferrals} />
          </div>
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
              <UserRewardsTab block={data.rewards} page={rewardsPage} onPage={setRewardsPage} />
            ) : null}
            {tab === 'withdrawals' && data.withdrawals ? (
              <UserWithdrawalsTab
                block={data.withdrawals}
                page={withdrawalsPage}
                onPage={setWithdrawalsPage}
                status={status}
                onStatus={(next) => {
                  setStatus(next);
                  setWithdrawalsPage(1);
                }}
              />
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
};
