import type { WithdrawalReview } from '@app/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { shortenAddress } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { formatAmount } from '@/lib/format/money';
import { DECISIONS, decisionCopy, type Decision } from '../lib/decision-form';
import { DecisionForm } from './decision-form';
import { Field, FieldGrid } from './review-parts';

/**
 * The decision: for a PENDING request the three choices, each with a confirm step; a processed
 * one shows its decision read-only (it never changes again).
 */
export const DecisionPanel = ({ review }: { review: WithdrawalReview }) => {
  const [choice, setChoice] = useState<Decision | null>(null);

  if (review.status !== 'PENDING') {
    return (
      <Card title="Decision" data-testid="decision-panel">
        <FieldGrid>
          <Field label="Decision">
            <WithdrawalStatusBadge status={review.status} />
          </Field>
          <Field label="Processed">{formatDateTime(review.processedAt)}</Field>
          <Field label="Reason">{review.reason ?? '-'}</Field>
          <Field label="Transaction hash">
            <span className="break-all font-mono">{review.transactionHash ?? '-'}</span>
          </Field>
        </FieldGrid>
      </Card>
    );
  }

  return (
    <Card title="Decision" data-testid="decision-panel">
      {choice ? (
        <DecisionForm
          key={choice}
          withdrawalId={review._id}
          decision={choice}
          summary={`${formatAmount(review.amount)} ${review.asset} to ${shortenAddress(review.walletAddress)}`}
          onBack={() => setChoice(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {DECISIONS.map((decision) => (
            <Button
              key={decision}
              variant={decisionCopy[decision].tone === 'primary' ? 'primary' : 'danger'}
              onClick={() => setChoice(decision)}
            >
              {decisionCopy[decision].button}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
};
