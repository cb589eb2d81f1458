import { OTP_LENGTH, isCompleteOtp } from '@app/contract';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format/date';
import type { FlowAction, FlowState } from '../lib/withdrawal-flow';

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
      <Input
        label="OTP Code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="000000"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        value={state.otp}
        onChange={(event) => dispatch({ type: 'editOtp', value: event.target.value })}
      />
      {state.error ? <Alert>{state.error}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <Button variant="ghost" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          Back
        </Button>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isLoading={busy} disabled={!isCompleteOtp(state.otp)}>
            {state.busy === 'submitting' ? 'Submitting...' : 'Verify & Withdraw'}
          </Button>
        </div>
      </div>
    </form>
  );
};
