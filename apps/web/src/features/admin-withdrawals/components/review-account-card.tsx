import { useTranslation } from '@/lib/i18n/use-translation';
import type { WithdrawalReview } from '@app/contract';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { Field, FieldGrid } from './review-parts';

/** The member's account: who, since when, status, and their money from the ledger. */
export const ReviewAccountCard = ({ review }: { review: WithdrawalReview }) => {
  const { t } = useTranslation('admin');
  const { account, user } = review;
  return (
    <Card
      title={t('review.account.title')}
      actions={
        <Link to={paths.admin.user.href(account._id)} className="text-sm text-emerald-300 hover:underline">
          {t('review.account.open')}
        </Link>
      }
    >
      <FieldGrid>
        <Field label={t('review.account.name')}>{fullName(user)}</Field>
        <Field label={t('review.account.email')}>
          {user.email}{' '}
          <span className={account.isEmailVerified ? 'text-emerald-300' : 'text-amber-300'}>
            ({account.isEmailVerified ? t('review.account.verified') : t('review.account.notVerified')})
          </span>
        </Field>
        <Field label={t('userDetail.overview.userId')}>
          <span className="font-mono">{account.userId}</span>
        </Field>
        <Field label={t('common.status')}>
          <AdminUserStatusBadge status={account.status} />
        </Field>
        <Field label={t('review.account.bingXUid')}>{account.bingXUID ?? t('texts.users.notLinked')}</Field>
        <Field label={t('userDetail.overview.joined')}>{formatDate(account.joinedAt)}</Field>
        <Field label={t('review.account.passwordChanged')}>{formatDateTime(account.passwordChangedAt)}</Field>
        <Field label={t('review.account.available')}>{formatMoney(account.balance.currentBalance)}</Field>
        <Field label={t('review.account.held')}>{formatMoney(account.balance.heldForWithdrawals)}</Field>
        <Field label={t('review.account.earned')}>{formatMoney(account.balance.totalRewards)}</Field>
        <Field label={t('review.account.withdrawn')}>{formatMoney(account.balance.totalWithdrawn)}</Field>
      </FieldGrid>
    </Card>
  );
};
