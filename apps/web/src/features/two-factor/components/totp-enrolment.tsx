import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { confirmTotpSetup, startTotpSetup } from '../api/security-actions';
import { useTranslation } from '@/lib/i18n/use-translation';

type Setup = { secret: string; otpauthUrl: string };

/**
 * Turning TOTP on: a new secret as a QR code drawn in the browser (like the deposit QR; the
 * secret never leaves the page) and as text, confirmed with a first code.
 */
export const TotpEnrolment = ({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) => {
  const { t } = useTranslation('member');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const outcome = await startTotpSetup();
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setError(null);
    setSetup(outcome.value);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await confirmTotpSetup(code.trim());
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setSetup(null);
    setCode('');
    onEnabled(outcome.value.recoveryCodes);
  };

  if (!setup) {
    return (
      <div className="space-y-3">
        {error ? <Alert>{error}</Alert> : null}
        <Button type="button" onClick={() => void start()} isLoading={busy}>
          {t('security.twoFactor.turnOn')}
        </Button>
      </div>
    );
  }
  return (
    <form className="space-y-4" onSubmit={(event) => void confirm(event)}>
      <p className="text-sm text-slate-300">{t('security.twoFactor.scan')}</p>
      <div className="inline-flex rounded-xl bg-white p-3">
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={176}
          level="M"
          role="img"
          aria-label={t('security.twoFactor.qrLabel')}
          data-testid="totp-qr-code"
        />
      </div>
      <p className="text-sm text-slate-300">
        {t('security.twoFactor.key')}{' '}
        <code className="break-all font-mono text-slate-100" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        label={t('security.twoFactor.appCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <div className="flex gap-3">
        <Button type="submit" isLoading={busy}>
          {t('security.twoFactor.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setSetup(null)}>
          {t('security.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
};
