import {
  isSubscriptionPaid,
  moneyToDecimal,
  subscriptionFeeText,
  subscriptionPeriodText,
  type SessionUser,
} from '@app/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ReferralStatusBadge } from '@/components/ui/status-badges';
import { formatDate } from '@/lib/format/date';
import { formatAmount } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { usePlatform } from '@/lib/platform';
import { depositSummaryText } from '@/features/onboarding';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-col gap-0.5 border-b border-slate-800 py-3 last:border-0 sm:flex-row sm:justify-between">
    <dt className="text-sm text-slate-400">{label}</dt>
    <dd className="text-sm font-medium break-all text-slate-100">{children}</dd>
  </div>
);

/**
 * The fee as {paid, timestamp}, or (older readings) a plain number: shown only when present, with
 * what it costs and how often (the settings, issue 19).
 */
const SubscriptionBlock = ({ fee }: { fee: SessionUser['subscriptionFee'] }) => {
  const { subscription } = usePlatform();
  if (fee === null || fee === undefined) return null;
  const period = subscriptionPeriodText(subscription.periodDays);
  if (typeof fee !== 'object')
    return (
      <Row label="Subscription fee">
        {formatAmount(fee)} USDT {period}
      </Row>
    );
  const paid = isSubscriptionPaid(fee);
  return (
    <>
      <Row label="Subscription">
        <span className="inline-flex items-center gap-2">
          <Badge tone={paid ? 'green' : 'yellow'}>{paid ? 'Paid' : 'Not paid'}</Badge>
          {paid && fee.timestamp ? <span className="text-slate-300">{formatDate(fee.timestamp)}</span> : null}
        </span>
      </Row>
      <Row label="Subscription fee">
        <span data-testid="subscription-fee-text">
          {subscriptionFeeText(moneyToDecimal(subscription.fee), subscription.periodDays)}
        </span>
      </Row>
    </>
  );
};

/** The read-only profile of spec 2, /profile, with what the member's deposits came to (issue 12). */
export const ProfileCard = ({
  user,
  deposits,
}: {
  user: SessionUser;
  deposits: { received: string; credit: string; refunded: string } | null;
}) => {
  const depositText = deposits ? depositSummaryText(deposits) : null;
  return (
    <Card title="Profile Information">
      <dl>
        <Row label="Full name">{fullName(user) || '-'}</Row>
        <Row label="Email">{user.email}</Row>
        <Row label="User ID">{user.userId}</Row>
        <Row label="Referral code">{user.referralCode}</Row>
        <Row label="Exchange UID">{user.bingXUID?.trim() ? user.bingXUID : 'Not linked'}</Row>
        <Row label="Account status">
          <ReferralStatusBadge status={user.status} />
        </Row>
        <SubscriptionBlock fee={user.subscriptionFee} />
        {depositText ? (
          <Row label="Deposits">
            <span data-testid="deposit-summary">{depositText}</span>
          </Row>
        ) : null}
      </dl>
    </Card>
  );
};
