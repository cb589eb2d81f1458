import type { TwoFactorMethod } from '@app/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type SignInOutcome, completeTwoFactorSignIn } from '../api/sign-in';
import { completePasskeySecondStep } from '../api/passkey-sign-in';
import { AuthCard } from './auth-card';
import { PasskeyButton } from './passkey-button';

/**
 * The sign-in's second step (issue 14), for accounts with two-factor authentication: the code of
 * the authenticator app, or one of the recovery codes. A challenge that expired or was used sends
 * the visitor back to the first step with the reason.
 */
export const TwoFactorStep = ({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn: (outcome: Extract<SignInOutcome, { kind: 'signed-in' }>) => void;
  onRestart: (message?: string) => void;
}) => {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) return setError('Please enter the code from your authenticator app');
    setBusy(true);
    const outcome = await completeTwoFactorSignIn({ challengeToken, code });
    setBusy(false);
    if (outcome.kind === 'signed-in') return onSignedIn(outcome);
    if (outcome.kind === 'restart') return onRestart(outcome.message);
    if (outcome.kind === 'failed') setError(outcome.message);
  };

  return (
    <form className="space-y-5" onSubmit={(event) => void submit(event)} aria-label={t('twoFactor.label')}>
      <p className="text-sm text-slate-300">{t('twoFactor.text')}</p>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        maxLength={16}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={busy}>
        {busy ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <Button type="button" variant="secondary" className="w-full" onClick={() => onRestart()}>
        {t('twoFactor.back')}
      </Button>
    </form>
  );
};

/**
 * The second step as the sign-in page shows it, in its own card: "Use a passkey" where the
 * account has one, the code form where it has an authenticator app (issue 14).
 */
export const TwoFactorSignIn = ({
  methods,
  ...props
}: Parameters<typeof TwoFactorStep>[0] & { methods: TwoFactorMethod[] }) => {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
      <div className="space-y-5">
        {methods.includes('passkey') ? (
          <PasskeyButton
            label="Use a passkey"
            run={() => completePasskeySecondStep(props.challengeToken)}
            onSignedIn={props.onSignedIn}
            onRestart={props.onRestart}
          />
        ) : null}
        {methods.includes('totp') ? (
          <TwoFactorStep {...props} />
        ) : (
          <Button type="button" variant="secondary" className="w-full" onClick={() => props.onRestart()}>
            {t('twoFactor.back')}
          </Button>
        )}
      </div>
    </AuthCard>
  );
};
