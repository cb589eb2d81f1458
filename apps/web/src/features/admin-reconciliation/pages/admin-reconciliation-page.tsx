import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReconciliation } from '../api/get-reconciliation';
import { useRunReconciliation } from '../api/run-reconciliation';
import { FindingsTable } from '../components/findings-table';
import { LastRun } from '../components/last-run';

/**
 * /admin/reconciliation (issue 15): the ledger compared with the chain (a job every 10 minutes,
 * or now): the last run and the open mismatches, each linked to the explorer.
 */
export const AdminReconciliationPage = () => {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('reconciliation.title'));
  const report = useReconciliation();
  const run = useRunReconciliation();
  const data = report.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('reconciliation.title')}
        subtitle={t('reconciliation.subtitle')}
        actions={
          <Button onClick={() => run.mutate()} isLoading={run.isPending}>
            {t('reconciliation.runNow')}
          </Button>
        }
      />
      {report.isError ? <Alert>{report.error.message}</Alert> : null}
      {run.isError ? <Alert>{run.error.message}</Alert> : null}
      {report.isPending ? <PageSpinner text={t('reconciliation.loading')} /> : null}
      {data ? (
        <>
          <Card title={t('reconciliation.lastRunTitle')}>
            {data.lastRun ? (
              <LastRun run={data.lastRun} />
            ) : (
              <p className="text-slate-400">{t('reconciliation.notRun')}</p>
            )}
          </Card>
          <Card title={t('reconciliation.openMismatches')}>
            <FindingsTable findings={data.findings} />
          </Card>
        </>
      ) : null}
    </div>
  );
};
