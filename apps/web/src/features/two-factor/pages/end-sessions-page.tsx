import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { textLinkClasses } from '@/components/ui/link-styles';
import { paths } from '@/config/paths';
import { endAllSessionsByLink } from '../api/security-actions';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * /end-sessions?token=... (issue 14): the new-device e-mail's link. A button, not an automatic
 * call, so a mail scanner that opens links does not use the link up.
 */
export const EndSessionsPage = () => {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const endAll = async () => {
    setBusy(true);
    const outcome = await endAllSessionsByLink(token);
    setBusy(false);
    setResult(
      outcome.ok
        ? {
            ok: true,
            message: t('endSessions.ended', { ended: outcome.value.ended }),
          }
        : { ok: false, message: outcome.message },
    );
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card title={t('endSessions.title')}>
        <div className="space-y-4">
          <p className="text-sm text-slate-300">{t('endSessions.text')}</p>
          {result ? <Alert tone={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
          {result?.ok ? null : (
            <Button type="button" onClick={() => void endAll()} isLoading={busy} disabled={!token}>
              {t('endSessions.button')}
            </Button>
          )}
          <p className="text-sm">
            <Link to={paths.forgotPassword.href()} className={textLinkClasses}>
              {t('endSessions.reset')}
            </Link>
          </p>
        </div>
      </Card>
    </div>
  );
};
