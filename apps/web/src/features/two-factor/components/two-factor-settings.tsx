import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { disableTwoFactor, regenerateRecoveryCodes } from '../api/security-actions';

/**
 * With two-factor on: new recovery codes (a current code) or turning it off (the password and a
 * current or recovery code). Both pause withdrawals for 24 hours, as the texts say.
 */
export const TwoFactorSettings = ({
  recoveryCodesLeft,
  onChanged,
  onNewCodes,
}: {
  recoveryCodesLeft: number;
  onChanged: () => void;
  onNewCodes: (codes: string[]) => void;
}) => {
  const [mode, setMode] = useState<'idle' | 'disable' | 'regenerate'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setMode('idle');
    setPassword('');
    setCode('');
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    if (mode === 'disable') {
      const outcome = await disableTwoFactor({ password, code: code.trim() });
      setBusy(false);
      if (!outcome.ok) return setError(outcome.message);
    } else {
      const outcome = await regenerateRecoveryCodes(code.trim());
      setBusy(false);
      if (!outcome.ok) return setError(outcome.message);
      onNewCodes(outcome.value.recoveryCodes);
    }
    reset();
    onChanged();
  };

  if (mode === 'idle') {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-300">Recovery codes left: {recoveryCodesLeft}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => setMode('regenerate')}>
            New recovery codes
          </Button>
          <Button type="button" variant="secondary" onClick={() => setMode('disable')}>
            Turn off two-factor authentication
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      <Alert tone="warning">Withdrawals will be paused for 24 hours after this change.</Alert>
      {error ? <Alert>{error}</Alert> : null}
      {mode === 'disable' ? (
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <Input
        label={mode === 'disable' ? 'Code from your app or a recovery code' : 'Code from your app'}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex gap-3">
        <Button type="submit" isLoading={busy}>
          {mode === 'disable' ? 'Turn off' : 'Make new codes'}
        </Button>
        <Button type="button" variant="secondary" onClick={reset}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
