import { useTranslation } from '@/lib/i18n/use-translation';
import type { CyclePreview } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { Table, Td } from '@/components/ui/table';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { CycleRowLists } from './cycle-row-lists';

/** What an import would pay, before it pays: the admin confirms or cancels. */
export const CyclePreviewPanel = ({
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: CyclePreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('admin');
  const blocked = preview.alreadyImported !== null || preview.rowsToPay === 0;
  return (
    <section
      aria-label={t('cycles.preview.label')}
      className="mt-6 space-y-4 rounded-xl border border-slate-700 p-4"
    >
      <h3 className="text-lg font-semibold text-white">
        {t('cycles.preview.title', { from: preview.periodStart, to: preview.periodEnd })}
      </h3>
      {preview.alreadyImported ? (
        <Alert>{t('cycles.preview.alreadyImported', { cycle: preview.alreadyImported.cycle })}</Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatCard label={t('cycles.preview.rowsToPay')} value={formatCount(preview.rowsToPay)} />
        <StatCard label={t('cycles.alreadyPaid')} value={formatCount(preview.alreadyPaidCount)} />
        <StatCard label={t('cycles.unknownUids')} value={formatCount(preview.unknownCount)} />
        <StatCard label={t('cycles.rejectedRows')} value={formatCount(preview.rejectedCount)} />
        <StatCard label={t('cycles.preview.totalToPay')} value={formatMoney(preview.totalRewardAmount)} />
      </div>
      {preview.levels.length > 0 ? (
        <Table head={[t('rewards.level'), t('cycles.preview.rewards'), t('common.amount')]}>
          {preview.levels.map((l) => (
            <tr key={l.level}>
              <Td>{t('rewards.levelN', { level: l.level })}</Td>
              <Td>{formatCount(l.rewards)}</Td>
              <Td>{formatMoney(l.amount)}</Td>
            </tr>
          ))}
        </Table>
      ) : null}
      <CycleRowLists
        alreadyPaidRows={preview.alreadyPaidRows}
        rejectedRows={preview.rejectedRows}
        unknownUids={preview.unknownUids}
      />
      <div className="flex gap-3">
        <Button type="button" onClick={onConfirm} isLoading={busy} disabled={blocked}>
          {preview.alreadyPaidCount > 0
            ? t('cycles.preview.payNew', { number: formatCount(preview.rowsToPay) })
            : t('cycles.preview.pay', { number: formatCount(preview.rowsToPay) })}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
};
