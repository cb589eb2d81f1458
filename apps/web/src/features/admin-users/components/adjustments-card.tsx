import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useUserAdjustments } from '../api/get-user-adjustments';
import { AdjustmentForm } from './adjustment-form';
import { AdjustmentsTable } from './adjustments-table';

/**
 * Ledger adjustments (issue 15): credit or debit the member's balance with a reason (corrections,
 * goodwill). Above the four-eyes amount a second administrator approves it; a debit never takes
 * the available balance below zero.
 */
export const AdjustmentsCard = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('admin');
  const adjustments = useUserAdjustments(userId);
  return (
    <Card title={t('adjustments.title')} aria-label={t('adjustments.title')}>
      <AdjustmentForm userId={userId} />
      <div className="mt-6">
        {adjustments.isError ? <Alert>{adjustments.error.message}</Alert> : null}
        {adjustments.data ? <AdjustmentsTable adjustments={adjustments.data.adjustments} /> : null}
      </div>
    </Card>
  );
};
