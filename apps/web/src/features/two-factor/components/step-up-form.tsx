import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { stepUpTwoFactor } from '../api/security-actions';

/**
 * A fresh check of the second factor (POST /users/two-factor/step-up): the current code of the
 * authenticator app. Recovery codes are not taken here (they are for a lost app).
 */
export const StepUpForm = ({
  onConfirmed,
  onCancel,
  submitLabel = 'Confirm',
}: {
  onConfirmed: () => void;
  onCancel?: () => void;
  submitLabel?: string;
}) => {
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
        label="Authenticator code"
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
      <div className="flex gap-3">
        <Button type="submit" isLoading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
};
