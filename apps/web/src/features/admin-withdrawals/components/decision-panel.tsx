import { useTranslation } from '@/lib/i18n/use-translation';
import { adminTexts, type WithdrawalReview } from '@app/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';
import { shortenAddress } from '@/lib/format/address';
import { formatDateTime } from '@/lib/format/date';
import { formatLocalAmount } from '@/lib/format/money';
import { DECISIONS, decisionCopy, type Decision } from '../lib/decision-form';
import { DecisionForm } from './decision-form';
import { Field, FieldGrid } from './review-parts';

/**
 * The decision: for a PENDING request the three choices, each with a confirm step; a processed
 * one shows its decision read-only (it never changes again). A LOCKED or DISABLED member's request
 * cannot be approved (the server refuses it too): the panel says why and offers reject and block.
 */
export const DecisionPanel = ({ review }: { review: WithdrawalReview }) => {
  const { t } = useTranslation('admin');
  const [choice, setChoice] = useState<Decision | null>(null);
  // Why the last decision was refused when the screen was out of date; shown over the reloaded review.
  const [outdated, setOutdated] = useState<string | null>(null);
  const approvalBlocked = review.account.status !== 'ACTIVE';

  if (review.status !== 'PENDING') {
    return (
      <Card title={t('review.decision')} data-testid="decision-panel">
        {outdated ? <Alert className="mb-4">{outdated}</Alert> : null}
        <FieldGrid>
          <Field label={t('review.decision')}>
            <WithdrawalStatusBadge status={review.status} />
          </Field>
          <Field label={t('userDetail.withdrawals.processed')}>{formatDateTime(review.processedAt)}</Field>
          <Field label={t('common.reason')}>{review.reason ?? '-'}</Field>
          <Field label={t('review.transactionHash')}>
            <span className="break-all font-mono">{review.transactionHash ?? '-'}</span>
          </Field>
        </FieldGrid>
      </Card>
    );
  }

  // The refusal of an account that stopped being ACTIVE reads as the panel's own text (chosen language).
  const outdatedText =
    outdated === adminTexts.withdrawalReview.accountNotActive(review.account.status)
      ? t('texts.withdrawalReview.accountNotActive', { status: review.account.status })
      : outdated;
  const why =
    outdatedText ??
    (approvalBlocked
      ? t('texts.withdrawalReview.accountNotActive', { status: review.account.status })
      : null);
  const first = review.firstApproval;
  return (
    <Card title={t('review.decision')} data-testid="decision-panel">
      {first ? (
        <Alert tone="info" className="mb-4">
          {t('texts.withdrawalReview.waitingForSecondApproval', {
            name: `${first.admin.firstName} ${first.admin.lastName}`,
          })}
        </Alert>
      ) : null}
      {why ? (
        <Alert tone={outdated ? 'error' : 'info'} className="mb-4">
          {why}
        </Alert>
      ) : null}
      {choice ? (
        <DecisionForm
          key={choice}
          withdrawalId={review._id}
          decision={choice}
          summary={t('review.summary', {
            amount: `${formatLocalAmount(review.amount)} ${review.asset}`,
            address: shortenAddress(review.walletAddress),
          })}
          onBack={() => setChoice(null)}
          onOutdated={(message) => {
            setChoice(null);
            setOutdated(message);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {DECISIONS.map((decision) => (
            <Button
              key={decision}
              variant={decisionCopy[decision].tone === 'primary' ? 'primary' : 'danger'}
              disabled={decision === 'APPROVED' && approvalBlocked}
              onClick={() => setChoice(decision)}
            >
              {t(`review.decisions.${decision}.button`)}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
};
