import { adminFailureText, adminTexts } from '@app/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { failureCode } from '@/lib/api-client';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOverallStats } from '../api/get-overall-stats';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardStatCards } from '../components/dashboard-stat-cards';
import { PayoutWalletCard } from '../components/payout-wallet-card';
import { RecentLists } from '../components/recent-lists';

/** Admin 2, dashboard: six cards, charts, recent withdrawals and users. */
export const AdminDashboardPage = () => {
  const { t } = useTranslation('admin');
  const translate = useTranslateText();
  useDocumentTitle(t('dashboard.title'));
  const stats = useOverallStats();
  // A refused answer reads 'Failed to fetch…'; a network failure 'Failed to load…' (admin 8).
  const errorText = adminFailureText(failureCode(stats.error), {
    failed: adminTexts.dashboard.fetchFailed,
    exception: adminTexts.dashboard.loadFailed,
  });
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => void stats.refetch()} isLoading={stats.isFetching}>
            {t('common.refresh')}
          </Button>
        }
      />
      {stats.isError ? (
        <Alert>
          <div className="flex items-center justify-between gap-3">
            <span>{translate(errorText)}</span>
            <Button size="sm" variant="secondary" onClick={() => void stats.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </Alert>
      ) : null}
      <DashboardStatCards data={stats.data} loading={stats.isPending} />
      <PayoutWalletCard />
      <DashboardCharts />
      <RecentLists data={stats.data} loading={stats.isPending} />
    </div>
  );
};
