import type { WithdrawalReview } from '@app/contract';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer';
import { formatDateTime } from '@/lib/format/date';
import { formatAmount } from '@/lib/format/money';
import { Field, FieldGrid } from './review-parts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const link = 'font-mono text-emerald-300 underline-offset-2 hover:underline break-all';

/** The request itself: amount, destination, status and, once decided, the decision. */
export const ReviewRequestCard = ({ review }: { review: WithdrawalReview }) => (
  <Card title="Request">
    <FieldGrid>
      <Field label="Amount">
        <span className="text-xl font-semibold text-white tabular-nums">
          {formatAmount(review.amount)} {review.asset}
        </span>
      </Field>
      <Field label="Status">
        <WithdrawalStatusBadge status={review.status} />
      </Field>
      <Field label="Wallet address">
        <a href={explorerAddressUrl(review.walletAddress)} {...external} className={link}>
          {review.walletAddress}
        </a>
      </Field>
      <Field label="Requested">{formatDateTime(review.requestedAt)}</Field>
      <Field label="Processed">{formatDateTime(review.processedAt)}</Field>
      <Field label="Transaction hash">
        {review.transactionHash ? (
          <a href={explorerTxUrl(review.transactionHash)} {...external} className={link}>
            {review.transactionHash}
          </a>
        ) : (
          '-'
        )}
      </Field>
      {review.reason ? (
        <Field label="Reason">
          <span className="text-red-300">{review.reason}</span>
        </Field>
      ) : null}
    </FieldGrid>
  </Card>
);
