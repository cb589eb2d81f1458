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
  const { account, user } = review;
  return (
    <Card
      title="Member account"
      actions={
        <Link to={paths.admin.user.href(account._id)} className="text-sm text-emerald-300 hover:underline">
          Open user details
        </Link>
      }
    >
      <FieldGrid>
        <Field label="Name">{fullName(user)}</Field>
        <Field label="E-mail">
          {user.email}{' '}
          <span className={account.isEmailVerified ? 'text-emerald-300' : 'text-amber-300'}>
            ({account.isEmailVerified ? 'verified' : 'not verified'})
          </span>
        </Field>
        <Field label="User ID">
          <span className="font-mono">{account.userId}</span>
        </Field>
        <Field label="Status">
          <AdminUserStatusBadge status={account.status} />
        </Field>
        <Field label="BingX UID">{account.bingXUID ?? 'Not linked'}</Field>
        <Field label="Joined">{formatDate(account.joinedAt)}</Field>
        <Field label="Last password change">{formatDateTime(account.passwordChangedAt)}</Field>
        <Field label="Available balance">{formatMoney(account.balance.currentBalance)}</Field>
        <Field label="Held for withdrawals">{formatMoney(account.balance.heldForWithdrawals)}</Field>
        <Field label="Total earned">{formatMoney(account.balance.totalRewards)}</Field>
        <Field label="Total withdrawn">{formatMoney(account.balance.totalWithdrawn)}</Field>
      </FieldGrid>
    </Card>
  );
};
