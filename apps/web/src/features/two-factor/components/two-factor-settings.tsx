import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { disableTwoFactor, regenerateRecoveryCodes } from '../api/security-actions';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Recovery codes left, and the two changes to choose from. */
const TwoFactorActions = ({
  recoveryCodesLeft,
  onMode,
}: {
  recoveryCodesLeft: number;
  onMode: (mode: 'disable' | 'regenerate') => void;
}) => {
  const { t } = useTranslation('member');
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-300">
        {t('security.twoFactor.codesLeft', { left: recoveryCodesLeft })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => onMode('regenerate')}>
          {t('security.twoFactor.newCodes')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onMode('disable')}>
          {t('security.twoFactor.turnOff')}
        </Button>
      </div>
    </div>
  );
};

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
  const { t } = useTranslation('member');
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

  if (mode === 'idle') return <TwoFactorActions recoveryCodesLeft={recoveryCodesLeft} onMode={setMode} />;
  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      <Alert tone="warning">{t('security.twoFactor.paused')}</Alert>
      {error ? <Alert>{error}</Alert> : null}
      {mode === 'disable' ? (
        <PasswordInput
          label={t('security.twoFactor.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <Input
        label={
          mode === 'disable' ? t('security.twoFactor.appOrRecoveryCode') : t('security.twoFactor.appCode')
        }
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="flex gap-3">
        <Button type="submit" isLoading={busy}>
          {mode === 'disable' ? t('security.twoFactor.turnOffSubmit') : t('security.twoFactor.makeCodes')}
        </Button>
        <Button type="button" variant="secondary" onClick={reset}>
          {t('security.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
};
