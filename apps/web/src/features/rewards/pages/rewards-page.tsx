import { memberTexts } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/lib/session/session-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Alert } from '@/components/ui/alert';
import { useRewardStats } from '../api/get-reward-stats';
import { BalanceCard } from '../components/balance-card';
import { EarningsBreakdown } from '../components/earnings-breakdown';
import { EarningsChart } from '../components/earnings-chart';
import { WithdrawalHistoryTable, WithdrawalModal } from '@/features/withdrawals';
import { Tabs } from '../components/rewards-tabs';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Spinner } from '@/components/ui/spinner';

// The Rewards History tab (filters, table, pager, adjustments) loads when first opened, not with
// the page: the Withdrawal History tab shows first (ADR 0014, the route's first script).
const RewardsHistoryPanel = lazy(async () => ({
  default: (await import('../components/rewards-history-panel')).RewardsHistoryPanel,
}));

/** Member spec 2, rewards: balance, earnings breakdown, earnings chart, withdrawal and rewards history. */
export const RewardsPage = () => {
  const { t } = useTranslation('member');
  useDocumentTitle(t('rewards.title'));
  const { user } = useSession();
  const stats = useRewardStats(user?._id ?? '');
  const [withdrawing, setWithdrawing] = useState(false);
  // The withdrawal modal's success message, shown on the page once the modal has closed.
  const [submitted, setSubmitted] = useState<string | null>(null);

  if (!user) return <p className="text-slate-300">{memberTexts.rewards.userNotFound}</p>;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t('rewards.title')}</h1>
        <p className="mt-1 text-slate-300">{t('rewards.subtitle')}</p>
      </div>
      {stats.isError ? <Alert>{memberTexts.rewards.statsFailed}</Alert> : null}
      {submitted ? <Alert tone="success">{t('withdrawal.submitted')}</Alert> : null}
      <BalanceCard
        stats={stats.data}
        loading={stats.isPending}
        onRequestWithdrawal={() => {
          setSubmitted(null);
          setWithdrawing(true);
        }}
      />
      <WithdrawalModal
        open={withdrawing}
        onClose={() => setWithdrawing(false)}
        onSubmitted={(message) => {
          setWithdrawing(false);
          setSubmitted(message);
        }}
        balance={stats.data?.currentBalance}
      />
      <EarningsBreakdown stats={stats.data} />
      <EarningsChart />
      <Tabs
        tabs={[
          {
            id: 'withdrawals',
            label: t('rewards.tabs.withdrawals'),
            panel: <WithdrawalHistoryTable />,
          },
          {
            id: 'rewards',
            label: t('rewards.tabs.rewards'),
            panel: (
              <Suspense fallback={<Spinner className="flex justify-center py-10" />}>
                <RewardsHistoryPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
};
