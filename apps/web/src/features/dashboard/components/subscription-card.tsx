import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { SessionUser } from '@/lib/session/session-context';
import { formatDate } from '@/lib/format/date';

/** 'Active' with the activation date when the fee is paid, else 'Pending Payment'. */
export const SubscriptionCard = ({ fee }: { fee: SessionUser['subscriptionFee'] }) => {
  const { t } = useTranslation('member');
  const paid = typeof fee === 'object' && fee !== null && fee.paid;
  const activatedAt = typeof fee === 'object' && fee !== null ? fee.timestamp : null;
  return (
    <Card title={t('dashboard.subscription')}>
      {paid ? (
        <div className="space-y-2">
          <Badge tone="green">{t('dashboard.active')}</Badge>
          {activatedAt ? (
            <p className="text-sm text-slate-300">
              {t('dashboard.activatedOn', { date: formatDate(activatedAt) })}
            </p>
          ) : null}
        </div>
      ) : (
        <Badge tone="yellow">{t('dashboard.pendingPayment')}</Badge>
      )}
    </Card>
  );
};
