import { endpoints } from '@app/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { fetchOrThrow } from '@/features/admin-dashboard/shared/fetch-or-throw';
import { Pager } from '@/features/admin-dashboard/shared/pager';
import { Table, Td } from '@/features/admin-dashboard/shared/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CycleReport, cycleStatusTone } from '../components/cycle-report';
import { CycleUploadForm } from '../components/cycle-upload-form';

const POLL_MS = 1000;

/** Issue 5: upload a cycle CSV, follow its progress, read its report; past cycles below. */
export const AdminCyclesPage = () => {
  useDocumentTitle('Distribution Cycles');
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const cycle = useQuery({
    queryKey: ['admin', 'cycle', selected],
    queryFn: () => fetchOrThrow(endpoints.rewardCycle, { params: { id: selected ?? '' } }),
    enabled: selected !== null,
    // Poll while the cycle runs; stop once it is paid or failed.
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? POLL_MS : false),
  });
  const list = useQuery({
    queryKey: ['admin', 'cycles', page, cycle.data?.status],
    queryFn: () => fetchOrThrow(endpoints.rewardCycles, { query: { page } }),
  });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-white">Distribution Cycles</h1>
      <CycleUploadForm
        onStarted={(started) => {
          queryClient.setQueryData(['admin', 'cycle', started._id], started);
          setSelected(started._id);
          void queryClient.invalidateQueries({ queryKey: ['admin', 'cycles'] });
        }}
      />
      {cycle.isError ? <Alert>{cycle.error.message}</Alert> : null}
      {cycle.data ? <CycleReport cycle={cycle.data} /> : null}
      <Card title="Past cycles">
        {list.isError ? <Alert className="mb-4">{list.error.message}</Alert> : null}
        <Table
          head={['Cycle', 'Name', 'Days', 'Source', 'Status', 'Paid rows', 'Total paid', 'Started', '']}
          empty={list.data && list.data.cycles.length === 0 ? 'No cycles yet' : null}
        >
          {list.data?.cycles.map((c) => (
            <tr key={c._id}>
              <Td>#{c.cycle}</Td>
              <Td>{c.period}</Td>
              <Td>{c.periodStart === c.periodEnd ? c.periodStart : `${c.periodStart} to ${c.periodEnd}`}</Td>
              <Td>{c.source}</Td>
              <Td>
                <Badge tone={cycleStatusTone[c.status]}>{c.status}</Badge>
              </Td>
              <Td>{c.totals.paidRows}</Td>
              <Td>{formatMoney(c.totals.totalRewardAmount)}</Td>
              <Td>{formatDateTime(c.createdAt)}</Td>
              <Td>
                <button
                  type="button"
                  className="text-emerald-300 hover:underline"
                  onClick={() => setSelected(c._id)}
                >
                  View report
                </button>
              </Td>
            </tr>
          ))}
        </Table>
        {list.data ? (
          <Pager
            label={`Page ${list.data.pagination.currentPage} of ${Math.max(1, list.data.pagination.totalPages)}`}
            page={list.data.pagination.currentPage}
            totalPages={list.data.pagination.totalPages}
            onPage={setPage}
          />
        ) : null}
      </Card>
    </div>
  );
};
