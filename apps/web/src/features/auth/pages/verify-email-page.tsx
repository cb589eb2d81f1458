import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { memberTexts, REDIRECT_DELAY_MS } from '@app/contract';
import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { textLinkClasses } from '@/components/ui/link-styles';
import { paths } from '@/config/paths';
import { resendVerificationEmail } from '../api/resend-verification';
import { AuthCard } from '../components/auth-card';
import { VerifyStatusIcon } from '../components/verify-status-icon';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { useVerifyTokenOnce, type VerifyStatus } from '../hooks/use-verify-token-once';
import { pendingUserStore } from '../lib/pending-user';
import { useSession } from '@/lib/session/session-context';

/** Location state of a sign-in refused for an unverified e-mail: its message is shown here. */
export type VerifyEmailLocationState = { message: string };

const texts = memberTexts.verifyEmail;
const titles: Record<VerifyStatus, string> = {
  pending: texts.pendingTitle,
  verifying: texts.verifyingTitle,
  success: texts.successTitle,
  'already-verified': texts.successTitle,
  error: texts.errorTitle,
};

type Notice = { tone: 'error' | 'success' | 'info'; text: string };

/** /verify-email (spec 2, 4): pending, verifying, success or error, with resend. */
export const VerifyEmailPage = () => {
  const { t } = useTranslation('account');
  const translate = useTranslateText();
  const session = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [pendingEmail] = useState(() => pendingUserStore.get()?.email ?? null);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const message = (location.state as Partial<VerifyEmailLocationState> | null)?.message;
    return typeof message === 'string' ? { tone: 'info', text: message } : null;
  });
  const [sending, setSending] = useState(false);

  const { status, message } = useVerifyTokenOnce(token, pendingUserStore.clear);
  useRedirectAfter(status === 'success', paths.signin.href(), REDIRECT_DELAY_MS);

  if (session.status === 'authenticated' && session.user.isEmailVerified) {
    return <Navigate to={session.user.isAdmin ? paths.admin.dashboard.path : paths.dashboard.path} replace />;
  }

  const resend = async () => {
    if (!pendingEmail) {
      setNotice({ tone: 'error', text: texts.noEmail });
      return;
    }
    setSending(true);
    const outcome = await resendVerificationEmail(pendingEmail);
    setSending(false);
    setNotice({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
  };

  // The verification's own message, unless a resend said something newer.
  const statusNotice: Notice | null =
    status === 'verifying'
      ? { tone: 'info', text: texts.verifying }
      : message && status !== 'pending'
        ? { tone: status === 'error' ? 'error' : 'success', text: message }
        : null;
  const shown = (status === 'error' && notice) || statusNotice || notice;

  return (
    <AuthCard title={translate(titles[status])} icon={<VerifyStatusIcon status={status} />}>
      <div className="space-y-5">
        <StatusText status={status} email={pendingEmail} />
        {shown ? <Alert tone={shown.tone}>{shown.text}</Alert> : null}
        <div className="flex flex-col gap-3">
          {status === 'pending' || status === 'error' ? (
            <Button variant="primary" isLoading={sending} onClick={() => void resend()}>
              {sending ? translate(texts.sending) : t('verify.resend')}
            </Button>
          ) : null}
          {status === 'error' ? (
            <Link to={paths.signin.href()} className={buttonClasses({ variant: 'secondary' })}>
              {t('backToSignIn')}
            </Link>
          ) : null}
          {status === 'success' ? (
            <Link to={paths.signin.href()} className={buttonClasses({ variant: 'primary' })}>
              {t('verify.continue')}
            </Link>
          ) : null}
          {status === 'already-verified' ? (
            <Link to={paths.signin.href()} className={buttonClasses({ variant: 'primary' })}>
              {t('verify.signIn')}
            </Link>
          ) : null}
        </div>
        {status === 'pending' || status === 'error' ? (
          <p className="text-center text-sm text-slate-400">
            {t('verify.lost')}{' '}
            <Link to={paths.signin.href()} className={textLinkClasses}>
              {t('verify.requestNew')}
            </Link>
          </p>
        ) : null}
      </div>
    </AuthCard>
  );
};

const StatusText = ({ status, email }: { status: VerifyStatus; email: string | null }) => {
  const { t } = useTranslation('account');
  switch (status) {
    case 'pending':
      return email ? (
        <p className="text-slate-300">
          {t('verify.sentBefore')} <strong className="text-white">{email}</strong>
          {t('verify.sentAfter')}
        </p>
      ) : (
        <p className="text-slate-300">{t('verify.noEmail')}</p>
      );
    case 'verifying':
      return <p className="text-slate-300">{t('verify.checking')}</p>;
    case 'success':
      return <p className="text-slate-300">{t('verify.redirecting')}</p>;
    case 'already-verified':
      return <p className="text-slate-300">{t('verify.alreadyVerified')}</p>;
    case 'error':
      return <p className="text-slate-300">{t('verify.failed')}</p>;
  }
};
