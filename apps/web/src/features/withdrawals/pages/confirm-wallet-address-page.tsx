import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { textLinkClasses } from '@/components/ui/link-styles';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date';
import { confirmWalletAddress } from '../api/wallet-addresses';

/**
 * /confirm-wallet-address?token=... (issue 14, ADR 0012): the link of the e-mail that confirms a
 * new withdrawal address. A button, not an automatic call, so a mail scanner that opens links does
 * not confirm anything; the token confirms only the address it was sent for.
 */
export const ConfirmWalletAddressPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const outcome = await confirmWalletAddress(token);
    setBusy(false);
    setResult(
      outcome.ok
        ? {
            ok: true,
            message: `Address ${outcome.value.walletAddress} confirmed. Withdrawals to it open at ${formatDateTime(outcome.value.usableFrom ?? '')}.`,
          }
        : { ok: false, message: outcome.message },
    );
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card title="Confirm a withdrawal address">
        <div className="space-y-4">
          <p className="text-sm text-slate-300">
            Confirm the address shown in the e-mail only if you added it yourself. It can be used for
            withdrawals 24 hours after you confirm it.
          </p>
          {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
          {result?.ok ? null : (
            <Button type="button" onClick={() => void confirm()} isLoading={busy} disabled={!token}>
              Confirm this address
            </Button>
          )}
          <p className="text-sm">
            <Link to={paths.profile.href()} className={textLinkClasses}>
              Your withdrawal addresses
            </Link>
          </p>
        </div>
      </Card>
    </div>
  );
};
