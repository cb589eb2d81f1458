import type { RewardCycle } from '@app/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { StatCard } from '@/features/admin-dashboard/shared/stat-card';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';

const statusTone = { RUNNING: 'yellow', COMPLETED: 'green', FAILED: 'red' } as const;

/** One cycle: progress while it runs, then what was accepted, rejected and paid (issue 5). */
export const CycleReport = ({ cycle }: { cycle: RewardCycle }) => {
  const { processedRows, totalRows, phase } = cycle.progress;
  const percent = totalRows > 0 ? Math.round((processedRows / totalRows) * 100) : 0;
  return (
    <Card
      title={`Cycle #${cycle.cycle} — ${cycle.period}`}
      actions={<Badge tone={statusTone[cycle.status]}>{cycle.status}</Badge>}
    >
      {cycle.status === 'RUNNING' ? (
        <div className="mb-4">
          <p className="mb-1 text-sm text-slate-300">
            {phase ?? 'Running'}: {processedRows} of {totalRows} rows
          </p>
          <progress className="w-full" max={100} value={percent} aria-label="Import progress" />
        </div>
      ) : null}
      {cycle.error ? <Alert className="mb-4">{cycle.error}</Alert> : null}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Rows read" value={cycle.totals.totalRows ?? totalRows} />
        <StatCard label="Accepted (paid rows)" value={cycle.totals.paidRows} />
        <StatCard label="Rejected rows" value={cycle.totals.rejectedCount ?? cycle.rejectedRows.length} />
        <StatCard label="Unknown UIDs" value={cycle.totals.unknownCount ?? cycle.unknownUids.length} />
        <StatCard label="Rewards created" value={cycle.totals.rewardsCreated} />
        <StatCard label="Total master amount" value={formatMoney(cycle.totals.totalMasterAmount)} />
        <StatCard label="Total paid" value={formatMoney(cycle.totals.totalRewardAmount)} />
        <StatCard label="Completed" value={formatDateTime(cycle.completedAt)} />
      </div>
      {cycle.rejectedRows.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-200">Rejected rows</h3>
          <Table head={['Line', 'Reason']}>
            {cycle.rejectedRows.map((row) => (
              <tr key={`r${row.line}`}>
                <Td>{row.line}</Td>
                <Td className="text-red-300">{row.reason}</Td>
              </tr>
            ))}
          </Table>
        </div>
      ) : null}
      {cycle.unknownUids.length > 0 ? (
        <div className="mt-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-200">Unknown UIDs</h3>
          <Table head={['Line', 'UID']}>
            {cycle.unknownUids.map((row) => (
              <tr key={`u${row.line}`}>
                <Td>{row.line}</Td>
                <Td className="font-mono">{row.uid}</Td>
              </tr>
            ))}
          </Table>
        </div>
      ) : null}
    </Card>
  );
};
