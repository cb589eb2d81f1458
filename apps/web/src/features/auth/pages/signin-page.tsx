import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type SessionUser } from '@app/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { textLinkClasses } from '@/components/ui/link-styles';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { SERVER_ERROR } from '@/lib/form-errors';
import { useSession } from '@/lib/session/session-context';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { TwoFactorSignIn } from '../components/two-factor-step';
import { pendingUserStore } from '../lib/pending-user';
import type { VerifyEmailLocationState } from './verify-email-page';

type LoginValues = z.input<typeof loginSchema>;

/**
 * /signin (spec 2, 4, 5: both fields required, nothing else checked here). After a verified
 * sign-in the auth-page guard sends the user on: admins to /admin/dashboard, members to where they
 * were going or /dashboard. Remember me has no effect.
 */
export const SigninPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    const outcome = await signIn(values);
    if (outcome.kind === 'signed-in') {
      session.login(outcome.token, outcome.user);
      return;
    }
    if (outcome.kind === 'two-factor') {
      setChallengeToken(outcome.challengeToken);
      return;
    }
    if (outcome.kind === 'unverified') {
      pendingUserStore.rememberEmail(values.email.trim());
      const state: VerifyEmailLocationState = { message: outcome.message };
      void navigate(paths.verifyEmail.href(), { state });
      return;
    }
    setError(SERVER_ERROR, { message: outcome.message });
  };

  if (challengeToken) {
    const restart = (message?: string) => {
      setChallengeToken(null);
      if (message) setError(SERVER_ERROR, { message });
    };
    const onSignedIn = (outcome: { token: string; user: SessionUser }) =>
      session.login(outcome.token, outcome.user);
    return <TwoFactorSignIn challengeToken={challengeToken} onSignedIn={onSignedIn} onRestart={restart} />;
  }

  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <form className="space-y-5" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <Input
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-3 text-sm">
          <Checkbox label={t('auth.signIn.rememberMe')} name="remember" />
          <Link to={paths.forgotPassword.href()} className={textLinkClasses}>
            {t('auth.signIn.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-300">
        {t('auth.signIn.noAccount')}{' '}
        <Link to={paths.register.href()} className={textLinkClasses}>
          {t('auth.signIn.createAccount')}
        </Link>
      </p>
    </AuthCard>
  );
};
