import { Badge } from '@/components/ui/badge';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatUsdt } from '@/lib/format/money';
import { useMyAdjustments } from '../api/get-my-adjustments';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * The member's balance adjustments (issue 15), each labelled 'Adjustment': an administrator's
 * credit or debit (a correction, goodwill). Nothing shows while there are none.
 */
export const AdjustmentHistory = () => {
  const { t } = useTranslation('member');
  const adjustments = useMyAdjustments().data?.adjustments ?? [];
  if (adjustments.length === 0) return null;
  return (
    <section aria-label={t('rewards.adjustments.title')}>
      <h2 className="mb-2 text-lg font-semibold text-white">{t('rewards.adjustments.title')}</h2>
      <Table
        head={[t('rewards.adjustments.type'), t('rewards.adjustments.amount'), t('rewards.adjustments.date')]}
      >
        {adjustments.map((a) => (
          <tr key={a._id} data-testid="member-adjustment">
            <Td>
              <Badge tone="purple">{t('rewards.adjustments.adjustment')}</Badge>
            </Td>
            <Td className={a.direction === 'CREDIT' ? 'text-emerald-300' : 'text-red-300'}>
              {a.direction === 'CREDIT' ? '+' : '−'}
              {formatUsdt(a.amount)}
            </Td>
            <Td className="text-sm">{formatDateTime(a.createdAt)}</Td>
          </tr>
        ))}
      </Table>
    </section>
  );
};
