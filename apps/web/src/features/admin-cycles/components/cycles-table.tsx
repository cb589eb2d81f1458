import { useTranslation } from '@/lib/i18n/use-translation';
import type { RewardCycle } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { cycleStatusTone } from './cycle-report';

/** Past cycles, newest first, each with a View report action. */
export const CyclesTable = ({
  cycles,
  onView,
}: {
  cycles: RewardCycle[] | undefined;
  onView: (id: string) => void;
}) => {
  const { t } = useTranslation('admin');
  const headings = [
    t('rewards.cycle'),
    t('review.account.name'),
    t('cycles.rows.days'),
    t('cycles.table.source'),
    t('common.status'),
    t('cycles.table.paidRows'),
    t('cycles.totalPaid'),
    t('cycles.table.started'),
    '',
  ];
  return (
    <Table head={headings} empty={cycles && cycles.length === 0 ? t('cycles.table.empty') : null}>
      {cycles?.map((c) => (
        <tr key={c._id}>
          <Td>#{c.cycle}</Td>
          <Td>{c.period}</Td>
          <Td>
            {c.periodStart === c.periodEnd
              ? c.periodStart
              : t('cycles.range', { from: c.periodStart, to: c.periodEnd })}
          </Td>
          <Td>{c.source}</Td>
          <Td>
            <Badge tone={cycleStatusTone[c.status]}>{c.status}</Badge>
          </Td>
          <Td>{formatCount(c.totals.paidRows)}</Td>
          <Td>{formatMoney(c.totals.totalRewardAmount)}</Td>
          <Td>{formatDateTime(c.createdAt)}</Td>
          <Td>
            <button type="button" className="text-emerald-300 hover:underline" onClick={() => onView(c._id)}>
              {t('cycles.table.view')}
            </button>
          </Td>
        </tr>
      ))}
    </Table>
  );
};
