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

const explain: Record<string, string> = {
  AWAITING_PAYMENT: 'Approved. No transaction yet: the amount stays held for the member.',
  BROADCAST: 'A transaction is on its way: CONFIRMED once it is deep enough in the chain.',
  CONFIRMED: 'Paid: the transaction is settled on the chain and the amount left the balance.',
  FAILED: 'The payout failed and paid nothing; the amount stays held. Pay it again.',
};

/** The payout's state, who pays, its transaction (explorer link) and when it was confirmed. */
const PayoutFacts = ({
  review,
  status,
}: {
  review: WithdrawalReview;
  status: NonNullable<WithdrawalReview['payoutStatus']>;
}) => (
  <FieldGrid>
    <Field label="Payout status">
      <span data-testid="payout-status">
        <PayoutStatusBadge status={status} />
      </span>
    </Field>
    <Field label="Paid by">
      {review.payoutMethod === 'WALLET' ? 'The payout wallet' : 'An administrator (manual payout)'}
    </Field>
    <Field label="Transaction">
      {review.transactionHash ? (
        <a href={explorerTxUrl(review.transactionHash)} {...external} className={link}>
          {review.transactionHash}
        </a>
      ) : (
        '-'
      )}
    </Field>
    <Field label="Confirmed">{formatDateTime(review.payoutConfirmedAt)}</Field>
  </FieldGrid>
);

/**
 * The payout of an approved withdrawal (issue 15): its state, method and transaction with the
 * explorer link; while it awaits payment or failed, the hash of a manual payout (checked on the
 * chain); a failed wallet payout can be sent again. The screen reloads itself while it moves.
 */
export const PayoutPanel = ({ review }: { review: WithdrawalReview }) => {
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
    <Card title="Payout" data-testid="payout-panel">
      <PayoutFacts review={review} status={status} />
      <p className="mt-4 text-sm text-slate-300">{explain[status] ?? statusLabel(status)}</p>
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
            label="Transaction hash of your payout"
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
                Send again from the payout wallet
              </Button>
            ) : null}
            <Button type="submit" isLoading={action.isPending} disabled={hash.trim() === ''}>
              Check and record the payout
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
};
