import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { confirmTotpSetup, startTotpSetup } from '../api/security-actions';

type Setup = { secret: string; otpauthUrl: string };

/**
 * Turning TOTP on: a new secret as a QR code drawn in the browser (like the deposit QR; the
 * secret never leaves the page) and as text, confirmed with a first code.
 */
export const TotpEnrolment = ({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) => {
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
          Turn on two-factor authentication
        </Button>
      </div>
    );
  }
  return (
    <form className="space-y-4" onSubmit={(event) => void confirm(event)}>
      <p className="text-sm text-slate-300">
        Scan this QR code with your authenticator app, or type the key below, then enter the 6-digit code it
        shows.
      </p>
      <div className="inline-flex rounded-xl bg-white p-3">
        <QRCodeSVG
          value={setup.otpauthUrl}
          size={176}
          level="M"
          role="img"
          aria-label="QR code for your authenticator app"
          data-testid="totp-qr-code"
        />
      </div>
      <p className="text-sm text-slate-300">
        Key:{' '}
        <code className="break-all font-mono text-slate-100" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        label="Code from your app"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <div className="flex gap-3">
        <Button type="submit" isLoading={busy}>
          Confirm
        </Button>
        <Button type="button" variant="secondary" onClick={() => setSetup(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
