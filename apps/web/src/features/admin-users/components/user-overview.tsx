import { adminTexts, type AdminUser } from '@app/contract';
import { Card } from '@/components/ui/card';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { readSubscription } from '../lib/subscription';

/** Admin 2, user detail, Overview tab. */
export const UserOverview = ({ user }: { user: AdminUser }) => {
  const subscription = readSubscription(user.subscriptionFee);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Basic Information">
        <dl className="divide-y divide-slate-800 text-sm">
          <Row label="Full Name">{fullName(user)}</Row>
          <Row label="Email">
            {user.email}{' '}
            <span
              className={user.isEmailVerified ? 'text-emerald-300' : 'text-amber-300'}
              title={user.isEmailVerified ? 'Verified' : 'Unverified'}
            >
              {user.isEmailVerified ? '✓ Verified' : '✗ Unverified'}
            </span>
          </Row>
          <Row label="User ID">{user.userId}</Row>
          <Row label="Status">
            <AdminUserStatusBadge status={user.status} />
          </Row>
          <Row label="Exchange UID">{user.bingXUID || adminTexts.users.notLinked}</Row>
          <Row label="Joined">{formatDateTime(user.createdAt)}</Row>
          {user.referredBy ? (
            <Row label="Referred By">
              {fullName(user.referredBy)} ({user.referredBy.userId})
            </Row>
          ) : null}
          <Row label="Last Updated">{formatDateTime(user.updatedAt)}</Row>
        </dl>
      </Card>
      <div className="space-y-4">
        {user.referredBy ? (
          <Card title="Referral Information">
            <dl className="text-sm">
              <Row label="Referrer">{fullName(user.referredBy)}</Row>
              <Row label="Referrer ID">{user.referredBy.userId}</Row>
            </dl>
          </Card>
        ) : null}
        <Card title="Subscription Information">
          <dl className="text-sm">
            <Row label="Status">{subscription.paid ? 'Paid' : 'Unpaid'}</Row>
            {subscription.amount !== null ? (
              <Row label="Amount">{formatMoney(subscription.amount)}</Row>
            ) : null}
            {subscription.timestamp ? (
              <Row label="Payment Date">{formatDateTime(subscription.timestamp)}</Row>
            ) : null}
          </dl>
        </Card>
      </div>
    </div>
  );
};
