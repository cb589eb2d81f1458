import { OTP_LENGTH, isCompleteOtp } from '@app/contract';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format/date';
import type { FlowAction, FlowState } from '../lib/withdrawal-flow';
import { CodeField, CodeStepButtons } from './code-step-parts';
import { useTranslation } from '@/lib/i18n/use-translation';

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
  const { t } = useTranslation('member');
  const busy = state.busy !== null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">
        {state.expiresAt
          ? t('withdrawal.codeSentUntil', { length: OTP_LENGTH, date: formatDateTime(state.expiresAt) })
          : t('withdrawal.codeSent', { length: OTP_LENGTH })}
      </p>
      <CodeField
        label={t('withdrawal.otpCode')}
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
        submitLabel={t('withdrawal.verify')}
      />
    </form>
  );
};
