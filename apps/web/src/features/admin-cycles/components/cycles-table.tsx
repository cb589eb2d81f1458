import type { RewardCycle } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { cycleStatusTone } from './cycle-report';

const HEADINGS = ['Cycle', 'Name', 'Days', 'Source', 'Status', 'Paid rows', 'Total paid', 'Started', ''];

/** Past cycles, newest first, each with a View report action. */
export const CyclesTable = ({
  cycles,
  onView,
}: {
  cycles: RewardCycle[] | undefined;
  onView: (id: string) => void;
}) => (
  <Table head={HEADINGS} empty={cycles && cycles.length === 0 ? 'No cycles yet' : null}>
    {cycles?.map((c) => (
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
          <button type="button" className="text-emerald-300 hover:underline" onClick={() => onView(c._id)}>
            View report
          </button>
        </Td>
      </tr>
    ))}
  </Table>
);
