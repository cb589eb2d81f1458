import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OUTDATED_REVIEW_CODES, useDecideWithdrawal } from '../api/decide-withdrawal';
import { decisionBody, decisionCopy, decisionErrors, needsReason, type Decision } from '../lib/decision-form';

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
  const reasonId = useId();
  const [values, setValues] = useState({ reason: '', transactionHash: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDecideWithdrawal(withdrawalId);
  const copy = decisionCopy[decision];

  const edit = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
    setFailure(null);
  };

  const confirm = async () => {
    const found = decisionErrors(decision, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const outcome = await mutation.mutateAsync(decisionBody(decision, values));
    if (outcome.ok) return;
    if (OUTDATED_REVIEW_CODES.includes(outcome.code)) {
      onOutdated(outcome.message);
      return;
    }
    setErrors(outcome.fieldErrors);
    setFailure(outcome.message);
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p className="text-sm text-slate-200">
        {copy.button} the withdrawal of {summary}? This cannot be changed afterwards.
      </p>
      {decision === 'APPROVED' ? (
        <Input
          label="Transaction hash (optional)"
          name="transactionHash"
          placeholder="0x..."
          autoComplete="off"
          spellCheck={false}
          value={values.transactionHash}
          error={errors.transactionHash || null}
          onChange={(event) => edit('transactionHash', event.target.value)}
        />
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={reasonId} className="block text-sm font-medium text-slate-200">
          {needsReason(decision) ? 'Reason (required, the member sees it)' : 'Note (optional)'}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={3}
          maxLength={500}
          value={values.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          onChange={(event) => edit('reason', event.target.value)}
          className={`block w-full rounded-lg border bg-slate-900 px-3 py-2 text-slate-100 ${
            errors.reason ? 'border-red-400' : 'border-slate-700'
          }`}
        />
        {errors.reason ? (
          <p id={`${reasonId}-error`} className="text-sm text-red-300">
            {errors.reason}
          </p>
        ) : null}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onBack} disabled={mutation.isPending}>
          Back
        </Button>
        <Button type="submit" variant={copy.tone} isLoading={mutation.isPending}>
          {copy.confirm}
        </Button>
      </div>
    </form>
  );
};
