import { useTranslation } from '@/lib/i18n/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDecisionForm } from '../hooks/use-decision-form';
import { decisionCopy, needsReason, type Decision } from '../lib/decision-form';

/**
 * The confirm step of one decision: reason (required to reject or block) and, to approve, a hash.
 * A refusal that means the screen was out of date goes to `onOutdated` once the review is reloaded.
 */
export const DecisionForm = ({
  withdrawalId,
  decision,
  summary,
  onBack,
  onOutdated,
}: {
  withdrawalId: string;
  decision: Decision;
  /** "40.00 USDT to 0x12...ab" */
  summary: string;
  onBack: () => void;
  onOutdated: (message: string) => void;
}) => {
  const { values, errors, failure, edit, confirm, busy } = useDecisionForm(
    withdrawalId,
    decision,
    onOutdated,
  );
  const { t } = useTranslation('admin');
  const copy = decisionCopy[decision];

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p className="text-sm text-slate-200">{t(`review.decisions.${decision}.question`, { summary })}</p>
      {decision === 'APPROVED' ? (
        <Input
          label={t('review.hashOptional')}
          name="transactionHash"
          placeholder="0x..."
          autoComplete="off"
          spellCheck={false}
          value={values.transactionHash}
          error={errors.transactionHash || null}
          onChange={(event) => edit('transactionHash', event.target.value)}
        />
      ) : null}
      <Textarea
        label={needsReason(decision) ? t('review.reasonRequired') : t('review.noteOptional')}
        name="reason"
        rows={3}
        maxLength={500}
        value={values.reason}
        error={errors.reason || null}
        onChange={(event) => edit('reason', event.target.value)}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('common.back')}
        </Button>
        <Button type="submit" variant={copy.tone} isLoading={busy}>
          {t(`review.decisions.${decision}.confirm`)}
        </Button>
      </div>
    </form>
  );
};
