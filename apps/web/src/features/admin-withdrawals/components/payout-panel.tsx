import { useTranslation } from '@/lib/i18n/use-translation';
import { statusLabel, type WithdrawalReview } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PayoutStatusBadge } from '@/components/ui/payout-status-badge';
import { explorerTxUrl } from '@/lib/explorer';
import { formatDateTime } from '@/lib/format/date';
import { usePayoutAction } from '../api/payout-actions';
import { Field, FieldGrid } from './review-parts';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const link = 'font-mono text-emerald-300 underline-offset-2 hover:underline break-all';

const EXPLAINED = ['AWAITING_PAYMENT', 'BROADCAST', 'CONFIRMED', 'FAILED'] as const;
const isExplained = (status: string): status is (typeof EXPLAINED)[number] =>
  (EXPLAINED as readonly string[]).includes(status);

/** The payout's state, who pays, its transaction (explorer link) and when it was confirmed. */
const PayoutFacts = ({
  review,
  status,
}: {
  review: WithdrawalReview;
  status: NonNullable<WithdrawalReview['payoutStatus']>;
}) => {
  const { t } = useTranslation('admin');
  return (
    <FieldGrid>
      <Field label={t('payout.status')}>
        <span data-testid="payout-status">
          <PayoutStatusBadge status={status} />
        </span>
      </Field>
      <Field label={t('payout.paidBy')}>
        {review.payoutMethod === 'WALLET' ? t('payout.byWallet') : t('payout.byAdmin')}
      </Field>
      <Field label={t('withdrawals.transaction')}>
        {review.transactionHash ? (
          <a href={explorerTxUrl(review.transactionHash)} {...external} className={link}>
            {review.transactionHash}
          </a>
        ) : (
          '-'
        )}
      </Field>
      <Field label={t('payout.confirmed')}>{formatDateTime(review.payoutConfirmedAt)}</Field>
    </FieldGrid>
  );
};

/**
 * The payout of an approved withdrawal (issue 15): its state, method and transaction with the
 * explorer link; while it awaits payment or failed, the hash of a manual payout (checked on the
 * chain); a failed wallet payout can be sent again. The screen reloads itself while it moves.
 */
export const PayoutPanel = ({ review }: { review: WithdrawalReview }) => {
  const { t } = useTranslation('admin');
  const [hash, setHash] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const action = usePayoutAction(review._id);
  const status = review.payoutStatus;
  if (review.status !== 'APPROVED' || !status) return null;
  const open = status === 'AWAITING_PAYMENT' || status === 'FAILED';
  const waitsForWallet = status === 'AWAITING_PAYMENT' && review.payoutMethod === 'WALLET';

  const run = async (input: Parameters<typeof action.mutateAsync>[0]) => {
    setFailure(null);
    const outcome = await action.mutateAsync(input);
    if (!outcome.ok) setFailure(outcome.message);
    else setHash('');
  };

  return (
    <Card title={t('payout.title')} data-testid="payout-panel">
      <PayoutFacts review={review} status={status} />
      <p className="mt-4 text-sm text-slate-300">
        {isExplained(status) ? t(`payout.explain.${status}`) : statusLabel(status)}
      </p>
      {review.payoutNote ? (
        <Alert tone="info" className="mt-3">
          {review.payoutNote}
        </Alert>
      ) : null}
      {review.payoutFailure ? <Alert className="mt-3">{review.payoutFailure}</Alert> : null}
      {open && !waitsForWallet ? (
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run({ kind: 'hash', transactionHash: hash });
          }}
        >
          <Input
            label={t('payout.hashLabel')}
            name="payoutHash"
            placeholder="0x..."
            autoComplete="off"
            spellCheck={false}
            value={hash}
            error={failure}
            onChange={(event) => {
              setHash(event.target.value);
              setFailure(null);
            }}
          />
          <div className="flex flex-wrap justify-end gap-3">
            {status === 'FAILED' ? (
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() => void run({ kind: 'retry' })}
              >
                {t('payout.retry')}
              </Button>
            ) : null}
            <Button type="submit" isLoading={action.isPending} disabled={hash.trim() === ''}>
              {t('payout.record')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
};
