import type { CyclePreview } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/stat-card';
import { Table, Td } from '@/components/ui/table';
import { formatMoney } from '@/lib/format/money';
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
  const blocked = preview.alreadyImported !== null || preview.rowsToPay === 0;
  return (
    <section aria-label="Import preview" className="mt-6 space-y-4 rounded-xl border border-slate-700 p-4">
      <h3 className="text-lg font-semibold text-white">
        Preview: {preview.periodStart} to {preview.periodEnd}
      </h3>
      {preview.alreadyImported ? (
        <Alert>
          This file was already imported and paid as cycle #{preview.alreadyImported.cycle}. Nothing will be
          paid again.
        </Alert>
      ) : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatCard label="Rows to pay" value={preview.rowsToPay} />
        <StatCard label="Already paid (skipped)" value={preview.alreadyPaidCount} />
        <StatCard label="Unknown UIDs" value={preview.unknownCount} />
        <StatCard label="Rejected rows" value={preview.rejectedCount} />
        <StatCard label="Total to pay" value={formatMoney(preview.totalRewardAmount)} />
      </div>
      {preview.levels.length > 0 ? (
        <Table head={['Level', 'Rewards', 'Amount']}>
          {preview.levels.map((l) => (
            <tr key={l.level}>
              <Td>Level {l.level}</Td>
              <Td>{l.rewards}</Td>
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
            ? `Pay the ${preview.rowsToPay} new rows`
            : `Pay ${preview.rowsToPay} rows`}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </section>
  );
};
