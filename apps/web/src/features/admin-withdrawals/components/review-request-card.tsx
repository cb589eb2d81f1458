import { useTranslation } from '@/lib/i18n/use-translation';
import type { WithdrawalReview } from '@app/contract';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer';
import { formatDateTime } from '@/lib/format/date';
import { formatLocalAmount } from '@/lib/format/money';
import { Field, FieldGrid } from './review-parts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const link = 'font-mono text-emerald-300 underline-offset-2 hover:underline break-all';

/** The request itself: amount, destination, status and, once decided, the decision. */
export const ReviewRequestCard = ({ review }: { review: WithdrawalReview }) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('review.request')}>
      <FieldGrid>
        <Field label={t('common.amount')}>
          <span className="text-xl font-semibold text-white tabular-nums">
            {formatLocalAmount(review.amount)} {review.asset}
          </span>
        </Field>
        <Field label={t('common.status')}>
          <WithdrawalStatusBadge status={review.status} />
        </Field>
        <Field label={t('review.walletAddress')}>
          <a href={explorerAddressUrl(review.walletAddress)} {...external} className={link}>
            {review.walletAddress}
          </a>
        </Field>
        <Field label={t('userDetail.withdrawals.requested')}>{formatDateTime(review.requestedAt)}</Field>
        <Field label={t('userDetail.withdrawals.processed')}>{formatDateTime(review.processedAt)}</Field>
        <Field label={t('review.transactionHash')}>
          {review.transactionHash ? (
            <a href={explorerTxUrl(review.transactionHash)} {...external} className={link}>
              {review.transactionHash}
            </a>
          ) : (
            '-'
          )}
        </Field>
        {review.reason ? (
          <Field label={t('common.reason')}>
            <span className="text-red-300">{review.reason}</span>
          </Field>
        ) : null}
      </FieldGrid>
    </Card>
  );
};
