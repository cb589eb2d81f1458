import { firstWithdrawalFormError, type Money, WITHDRAWAL_ASSET, withdrawalAmountError } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useReducer } from 'react';
import { keysChangedByWithdrawal } from '../api/withdrawal-keys';
import { requestWithdrawalCode, submitWithdrawal, verifyWithdrawalCode } from '../api/withdrawal-steps';
import { initialFlow, otpInputError, withdrawalFlow } from '../lib/withdrawal-flow';
import { useTwoFactorStatus } from '@/features/two-factor';
import { Dialog } from './dialog';
import { FactorStep, type SecondFactor } from './factor-step';
import { OtpStep } from './otp-step';
import { WithdrawalFormStep } from './withdrawal-form-step';
import { useTranslation } from '@/lib/i18n/use-translation';

export const WITHDRAWAL_SUBMITTED = 'Your withdrawal request was submitted and is waiting for review.';

/**
 * The Request Withdrawal modal of /rewards (member spec 2, 4, 5): the form is checked (the amount
 * under its field), a code is requested and e-mailed, the code is verified, then the withdrawal is
 * created. On success the form resets and closes, `onSubmitted` receives the success message, and
 * the balance, withdrawals and rewards are fetched again. Cancel or the close icon closes it and
 * resets everything. The page owns `open`, the Request Withdrawal button and the message.
 */
export const WithdrawalModal = ({
  open,
  onClose,
  onSubmitted,
  balance: available = 0,
}: {
  open: boolean;
  onClose: () => void;
  onSubmitted: (message: string) => void;
  /** The member's available balance (reward stats' currentBalance). */
  balance: Money | undefined;
}) => {
  const { t } = useTranslation('member');
  const [state, dispatch] = useReducer(withdrawalFlow, initialFlow);
  const queryClient = useQueryClient();
  // Members with two-factor authentication confirm with it too: a third step (issue 14).
  const methods = useTwoFactorStatus({ enabled: open }).data?.methods ?? [];

  const close = () => {
    dispatch({ type: 'reset' });
    onClose();
  };

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amountError = withdrawalAmountError(state.amount, available);
    if (amountError) return dispatch({ type: 'invalidAmount', message: amountError });
    const error = firstWithdrawalFormError(
      { amount: state.amount, walletAddress: state.walletAddress },
      available,
    );
    if (error) return dispatch({ type: 'fail', message: error });
    dispatch({ type: 'start', busy: 'requesting' });
    const sent = await requestWithdrawalCode(state.walletAddress.trim());
    dispatch(sent.ok ? { type: 'codeSent', expiresAt: sent.value } : { type: 'fail', message: sent.message });
  };

  const verifyAndSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const inputError = otpInputError(state.otp);
    if (inputError) return dispatch({ type: 'fail', message: inputError });
    dispatch({ type: 'start', busy: 'verifying' });
    const verified = await verifyWithdrawalCode(state.otp);
    if (!verified.ok) return dispatch({ type: 'fail', message: verified.message });
    if (methods.length > 0) return dispatch({ type: 'codeVerified' });
    await submit();
  };

  const submit = async (factor: SecondFactor = {}) => {
    dispatch({ type: 'start', busy: 'submitting' });
    const created = await submitWithdrawal({
      amount: state.amount.trim(),
      walletAddress: state.walletAddress.trim(),
      asset: WITHDRAWAL_ASSET,
      otp: state.otp,
      ...factor,
    });
    if (!created.ok) return dispatch({ type: 'fail', message: created.message });
    dispatch({ type: 'reset' });
    onSubmitted(WITHDRAWAL_SUBMITTED);
    await Promise.all(keysChangedByWithdrawal.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  return (
    <Dialog open={open} onClose={close} title={t('withdrawal.title')}>
      {state.step === 'form' ? (
        <WithdrawalFormStep
          state={state}
          dispatch={dispatch}
          balance={available}
          onSubmit={sendCode}
          onCancel={close}
        />
      ) : state.step === 'factor' ? (
        <FactorStep
          state={state}
          dispatch={dispatch}
          methods={methods}
          onConfirm={(factor) => void submit(factor)}
          onCancel={close}
        />
      ) : (
        <OtpStep state={state} dispatch={dispatch} onSubmit={verifyAndSubmit} onCancel={close} />
      )}
    </Dialog>
  );
};
