import { useTranslation } from '@/lib/i18n/use-translation';
import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  adminTexts,
  SEARCH_DEBOUNCE_MS,
  type AdminReward,
} from '@app/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AdminFailureAlert } from '@/components/ui/admin-failure-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ListPager } from '@/components/ui/pager';
import { paths } from '@/config/paths';
import { useCsvExport } from '@/lib/csv-download';
import { useDebounced } from '@/lib/use-debounced';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminRewards } from '../api/get-admin-rewards';
import { AdminRewardsTable } from '../components/admin-rewards-table';
import { RewardDetailsModal } from '../components/reward-details-modal';
import { RewardsFilters, type RewardFilterValues } from '../components/rewards-filters';
import { RewardsStatCards } from '../components/rewards-stat-cards';
import { csvExports } from '@/lib/api-routes';

/** Admin 2, rewards list. */
export const AdminRewardsPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('rewards.title'));
  const [values, setValues] = useState<RewardFilterValues>({ searchText: '', type: '', level: '' });
  const search = useDebounced(values.searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminReward | null>(null);
  useEffect(() => setPage(1), [search, values.type, values.level]);

  const filters = {
    search: search || undefined,
    type: values.type || undefined,
    level: values.level ? Number(values.level) : undefined,
  };
  const rewards = useAdminRewards({ ...filters, page, limit: ADMIN_PAGE_SIZE, sort: ADMIN_DEFAULT_SORT });
  const csv = useCsvExport(csvExports.adminRewards, filters);
  const data = rewards.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('rewards.title')}
        actions={
          <>
            <Link to={paths.admin.cycles.href()} className={buttonClasses({ variant: 'outline' })}>
              {t('rewards.cyclesLink')}
            </Link>
            <Button variant="secondary" onClick={csv.start}>
              {t('common.exportCsv')}
            </Button>
          </>
        }
      />
      {csv.error ? <Alert>{csv.error}</Alert> : null}
      <RewardsStatCards statistics={data?.statistics} />
      <Card>
        <RewardsFilters values={values} onChange={(next) => setValues((v) => ({ ...v, ...next }))} />
        <AdminFailureAlert
          error={rewards.error}
          texts={{ failed: adminTexts.rewards.fetchFailed, exception: adminTexts.rewards.fetchError }}
          className="mb-4"
        />
        <AdminRewardsTable rewards={data?.rewards} onOpen={setOpen} />
        {data ? <ListPager pagination={data.pagination} noun="rewards" onPage={setPage} /> : null}
      </Card>
      {open ? <RewardDetailsModal reward={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
};
