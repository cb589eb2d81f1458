import { useTranslation } from '@/lib/i18n/use-translation';
import type { ReconciliationReport } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/date';
import { formatCount } from '@/lib/format/number';

const CHECKED = ['confirmedPayouts', 'walletTransfers', 'creditedDeposits', 'depositTransfers'] as const;
const isChecked = (what: string): what is (typeof CHECKED)[number] =>
  (CHECKED as readonly string[]).includes(what);

/** What the last run compared, and whether it was clean. */
export const LastRun = ({ run }: { run: NonNullable<ReconciliationReport['lastRun']> }) => {
  const { t } = useTranslation('admin');
  const compared =
    Object.entries(run.checked)
      .map(([what, n]) =>
        isChecked(what)
          ? t(`reconciliation.checked.${what}`, { number: formatCount(n) })
          : `${formatCount(n)} ${what}`,
      )
      .join(', ') || t('reconciliation.nothingCompared');
  const blocks =
    run.fromBlock && run.toBlock ? t('reconciliation.blocks', { from: run.fromBlock, to: run.toBlock }) : '';
  return (
    <div className="space-y-2 text-sm text-slate-300" data-testid="reconciliation-last-run">
      <p>{t('reconciliation.lastRun', { date: formatDateTime(run.startedAt), blocks, compared })}</p>
      {run.error ? (
        <Alert>{t('reconciliation.runError', { error: run.error })}</Alert>
      ) : run.findings === 0 ? (
        <Alert tone="success">{t('reconciliation.clean')}</Alert>
      ) : null}
    </div>
  );
};
