import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminUser } from '@app/contract';
import { Card } from '@/components/ui/card';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { readSubscription } from '../lib/subscription';

/** Admin 2, user detail, Overview tab. */
export const UserOverview = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  const subscription = readSubscription(user.subscriptionFee);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t('userDetail.overview.basic')}>
        <dl className="divide-y divide-slate-800 text-sm">
          <Row label={t('userDetail.overview.fullName')}>{fullName(user)}</Row>
          <Row label={t('userDetail.overview.email')}>
            {user.email}{' '}
            <span
              className={user.isEmailVerified ? 'text-emerald-300' : 'text-amber-300'}
              title={user.isEmailVerified ? t('users.verified') : t('users.unverified')}
            >
              {user.isEmailVerified ? `✓ ${t('users.verified')}` : `✗ ${t('users.unverified')}`}
            </span>
          </Row>
          <Row label={t('userDetail.overview.userId')}>{user.userId}</Row>
          <Row label={t('common.status')}>
            <AdminUserStatusBadge status={user.status} />
          </Row>
          <Row label={t('users.head.exchangeUid')}>{user.bingXUID || t('texts.users.notLinked')}</Row>
          <Row label={t('userDetail.overview.joined')}>{formatDateTime(user.createdAt)}</Row>
          {user.referredBy ? (
            <Row label={t('userDetail.overview.referredBy')}>
              {fullName(user.referredBy)} ({user.referredBy.userId})
            </Row>
          ) : null}
          <Row label={t('userDetail.overview.lastUpdated')}>{formatDateTime(user.updatedAt)}</Row>
        </dl>
      </Card>
      <div className="space-y-4">
        {user.referredBy ? (
          <Card title={t('userDetail.overview.referral')}>
            <dl className="text-sm">
              <Row label={t('userDetail.overview.referrer')}>{fullName(user.referredBy)}</Row>
              <Row label={t('userDetail.overview.referrerId')}>{user.referredBy.userId}</Row>
            </dl>
          </Card>
        ) : null}
        <Card title={t('userDetail.overview.subscription')}>
          <dl className="text-sm">
            <Row label={t('common.status')}>
              {subscription.paid ? t('userDetail.overview.paid') : t('users.unpaid')}
            </Row>
            {subscription.amount !== null ? (
              <Row label={t('common.amount')}>{formatMoney(subscription.amount)}</Row>
            ) : null}
            {subscription.timestamp ? (
              <Row label={t('userDetail.overview.paymentDate')}>{formatDateTime(subscription.timestamp)}</Row>
            ) : null}
          </dl>
        </Card>
      </div>
    </div>
  );
};
