import { useTranslation } from '@/lib/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { MailIcon } from '@/components/ui/icons/social-icons';
import { Input } from '@/components/ui/input';
import { textLinkClasses } from '@/components/ui/link-styles';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { StatusRing } from '../components/status-ring';

/**
 * /forgot-password (spec 2, 4, 5): submit is disabled while sending or while the e-mail is blank;
 * afterwards the same confirmation shows whether or not the account exists.
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setError(null);
    const outcome = await requestPasswordReset(email);
    setSending(false);
    if (outcome.ok) setSent(true);
    else setError(outcome.message);
  };

  if (sent) {
    return (
      <AuthCard
        title={t('forgot.sentTitle')}
        icon={
          <StatusRing tone="success">
            <MailIcon className="size-8" />
          </StatusRing>
        }
        subtitle={t('forgot.sentText')}
      >
        <Link to={paths.signin.href()} className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
          {t('backToSignIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
        {error ? <Alert>{error}</Alert> : null}
        <Input
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={sending} disabled={!email.trim()}>
          {sending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-300">
        {t('forgot.remembered')}{' '}
        <Link to={paths.signin.href()} className={textLinkClasses}>
          {t('backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
};
