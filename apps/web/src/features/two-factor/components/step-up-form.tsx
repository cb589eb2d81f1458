import { useTranslation } from '@/lib/i18n/use-translation';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { stepUpTwoFactor, stepUpWithPasskey } from '../api/security-actions';

/** "Use a passkey" for an account that has one: the device's prompt instead of a code. */
const StepUpPasskeyButton = ({
  onConfirmed,
  onError,
}: {
  onConfirmed: () => void;
  onError: (m: string) => void;
}) => {
  const { t } = useTranslation('admin');
  const status = useTwoFactorStatus();
  const [busy, setBusy] = useState(false);
  if (!status.data?.methods.includes('passkey')) return null;
  const click = async () => {
    setBusy(true);
    const outcome = await stepUpWithPasskey();
    setBusy(false);
    if (!outcome.ok) return onError(outcome.message);
    onConfirmed();
  };
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      isLoading={busy}
      onClick={() => void click()}
    >
      {t('stepUp.usePasskey')}
    </Button>
  );
};

/**
 * A fresh check of the second factor (POST /users/two-factor/step-up): the current code of the
 * authenticator app, or one of the account's passkeys. Recovery codes are not taken here (they
 * are for a lost app).
 */
export const StepUpForm = ({
  onConfirmed,
  onCancel,
  submitLabel,
}: {
  onConfirmed: () => void;
  onCancel?: () => void;
  submitLabel?: string;
}) => {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await stepUpTwoFactor(code.trim());
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    onConfirmed();
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        label={t('stepUp.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        maxLength={6}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      <StepUpPasskeyButton onConfirmed={onConfirmed} onError={setError} />
      <div className="flex gap-3">
        <Button type="submit" isLoading={busy}>
          {submitLabel ?? t('common.confirm')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
};
