import { OTP_LENGTH, isCompleteOtp } from '@app/contract';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/date';
import type { FlowAction, FlowState } from '../lib/withdrawal-flow';
import { CodeField, CodeStepButtons } from './code-step-parts';

/** Step 2: the e-mailed code, digits only, at most six; Verify only with exactly six (member spec 5). */
export const OtpStep = ({
  state,
  dispatch,
  onSubmit,
  onCancel,
}: {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}) => {
  const busy = state.busy !== null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">
        We sent a {OTP_LENGTH}-digit code to your e-mail address
        {state.expiresAt ? `. It is valid until ${formatDateTime(state.expiresAt)}` : ''}.
      </p>
      <CodeField
        label="OTP Code"
        name="otp"
        length={OTP_LENGTH}
        value={state.otp}
        onChange={(event) => dispatch({ type: 'editOtp', value: event.target.value })}
      />
      {state.error ? <Alert>{state.error}</Alert> : null}
      <CodeStepButtons
        onBack={() => dispatch({ type: 'back' })}
        onCancel={onCancel}
        busy={busy}
        submitting={state.busy === 'submitting'}
        canSubmit={isCompleteOtp(state.otp)}
        submitLabel="Verify & Withdraw"
      />
    </form>
  );
};
