import { TOTP_DIGITS, type TwoFactorMethod, type WithdrawalPayload, isTotpCode } from '@app/contract';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import type { FlowAction, FlowState } from '../lib/withdrawal-flow';
import { CodeField, CodeStepButtons } from './code-step-parts';
import { PasskeyFactor, UsePasskeyButton } from './passkey-factor';
import { useTranslation } from '@/lib/i18n/use-translation';

/** What confirms the withdrawal besides the e-mailed code: the app's code or a passkey. */
export type SecondFactor = Pick<WithdrawalPayload, 'twoFactorCode' | 'twoFactorPasskey'>;
type PasskeyProof = NonNullable<WithdrawalPayload['twoFactorPasskey']>;

/**
 * Step 3, for members with two-factor authentication (issue 14): the current code of their
 * authenticator app, or one of their passkeys ("Use a passkey"), confirms the withdrawal, on top
 * of the e-mailed code.
 */
export const FactorStep = ({
  state,
  dispatch,
  methods,
  onConfirm,
  onCancel,
}: {
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  methods: TwoFactorMethod[];
  onConfirm: (factor: SecondFactor) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('member');
  const onPasskey = (twoFactorPasskey: PasskeyProof) => onConfirm({ twoFactorPasskey });
  if (!methods.includes('totp')) return <PasskeyFactor {...{ state, dispatch, onPasskey, onCancel }} />;
  const busy = state.busy !== null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm({ twoFactorCode: state.factorCode });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">{t('withdrawal.factorText', { digits: TOTP_DIGITS })}</p>
      <CodeField
        label={t('withdrawal.authenticatorCode')}
        name="twoFactorCode"
        length={TOTP_DIGITS}
        value={state.factorCode}
        onChange={(event) => dispatch({ type: 'editFactor', value: event.target.value })}
      />
      {state.error ? <Alert>{state.error}</Alert> : null}
      {methods.includes('passkey') ? <UsePasskeyButton {...{ state, dispatch, onPasskey }} /> : null}
      <CodeStepButtons
        onBack={() => dispatch({ type: 'backToCode' })}
        onCancel={onCancel}
        busy={busy}
        submitting={state.busy === 'submitting'}
        canSubmit={isTotpCode(state.factorCode)}
        submitLabel={t('withdrawal.confirm')}
      />
    </form>
  );
};
