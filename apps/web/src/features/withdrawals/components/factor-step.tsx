import { TOTP_DIGITS, isTotpCode } from '@app/contract';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FlowAction, FlowState } from '../lib/withdrawal-flow';

/**
 * Step 3, for members with two-factor authentication (issue 14): the current code of their
 * authenticator app confirms the withdrawal, on top of the e-mailed code.
 */
export const FactorStep = ({
  state,
  dispatch,
  onConfirm,
  onCancel,
}: {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const busy = state.busy !== null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">
        Your e-mail code is verified. Enter the {TOTP_DIGITS}-digit code from your authenticator app to
        confirm the withdrawal.
      </p>
      <Input
        label="Authenticator Code"
        name="twoFactorCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TOTP_DIGITS}
        placeholder="000000"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        value={state.factorCode}
        onChange={(event) => dispatch({ type: 'editFactor', value: event.target.value })}
      />
      {state.error ? <Alert>{state.error}</Alert> : null}
      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <Button variant="ghost" onClick={() => dispatch({ type: 'backToCode' })} disabled={busy}>
          Back
        </Button>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isLoading={busy} disabled={!isTotpCode(state.factorCode)}>
            {state.busy === 'submitting' ? 'Submitting...' : 'Confirm & Withdraw'}
          </Button>
        </div>
      </div>
    </form>
  );
};
