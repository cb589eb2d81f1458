import { useState } from 'react';
import { OUTDATED_REVIEW_CODES, useDecideWithdrawal } from '../api/decide-withdrawal';
import { decisionBody, decisionErrors, type Decision } from '../lib/decision-form';

/**
 * The state of one decision's confirm step: the fields, their errors (the contract's rules first,
 * then the server's by field), and the refusal's text. Editing a field clears its error and the
 * refusal. A refusal that means the screen was out of date goes to `onOutdated` instead.
 */
export const useDecisionForm = (
  withdrawalId: string,
  decision: Decision,
  onOutdated: (message: string) => void,
) => {
  const [values, setValues] = useState({ reason: '', transactionHash: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useDecideWithdrawal(withdrawalId);

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

  return { values, errors, failure, edit, confirm, busy: mutation.isPending };
};
