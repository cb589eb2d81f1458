import { useTranslation } from '@/lib/i18n/use-translation';
import { subscriptionFeeWords, subscriptionPeriodWords } from '@/lib/i18n/subscription-text';
import { isSubscriptionPaid, moneyToDecimal, type SessionUser } from '@app/contract';
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
  const { t } = useTranslation('member');
  const { t: words } = useTranslation();
  const { subscription } = usePlatform();
  if (fee === null || fee === undefined) return null;
  const period = subscriptionPeriodWords(words, subscription.periodDays);
  if (typeof fee !== 'object')
    return (
      <Row label={t('profile.card.subscriptionFee')}>
        {formatAmount(fee)} USDT {period}
      </Row>
    );
  const paid = isSubscriptionPaid(fee);
  return (
    <>
      <Row label={t('profile.card.subscription')}>
        <span className="inline-flex items-center gap-2">
          <Badge tone={paid ? 'green' : 'yellow'}>
            {paid ? t('profile.card.paid') : t('profile.card.notPaid')}
          </Badge>
          {paid && fee.timestamp ? <span className="text-slate-300">{formatDate(fee.timestamp)}</span> : null}
        </span>
      </Row>
      <Row label={t('profile.card.subscriptionFee')}>
        <span data-testid="subscription-fee-text">
          {subscriptionFeeWords(words, moneyToDecimal(subscription.fee), subscription.periodDays)}
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
  const { t } = useTranslation('member');
  const depositText = deposits ? depositSummaryText(deposits, t) : null;
  return (
    <Card title={t('profile.card.title')}>
      <dl>
        <Row label={t('profile.card.fullName')}>{fullName(user) || '-'}</Row>
        <Row label={t('profile.card.email')}>{user.email}</Row>
        <Row label={t('profile.card.userId')}>{user.userId}</Row>
        <Row label={t('profile.card.referralCode')}>{user.referralCode}</Row>
        <Row label={t('profile.card.exchangeUid')}>
          {user.bingXUID?.trim() ? user.bingXUID : t('profile.card.notLinked')}
        </Row>
        <Row label={t('profile.card.status')}>
          <ReferralStatusBadge status={user.status} />
        </Row>
        <SubscriptionBlock fee={user.subscriptionFee} />
        {depositText ? (
          <Row label={t('profile.card.deposits')}>
            <span data-testid="deposit-summary">{depositText}</span>
          </Row>
        ) : null}
      </dl>
    </Card>
  );
};
