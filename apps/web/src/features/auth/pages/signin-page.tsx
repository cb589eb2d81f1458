import { useTranslation } from '@/lib/i18n/use-translation';
import type { loginSchema, SessionUser, TwoFactorMethod } from '@app/contract';
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
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSession } from '@/lib/session/session-context';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { PasskeyButton } from '../components/passkey-button';
import { TwoFactorSignIn } from '../components/two-factor-step';
import type { VerifyEmailLocationState } from './verify-email-page';

type LoginValues = z.input<typeof loginSchema>;

// zod and the schema load when the form is first touched, not with the page (ADR 0014).
const signInCheck = lazyResolver<LoginValues>(
  async () => (await import('../lib/sign-in-resolver')).signInResolver,
);

/** Keeps the e-mail for /verify-email; the store loads here (it checks what it reads with zod). */
const rememberUnverified = async (email: string) =>
  (await import('../lib/pending-user')).pendingUserStore.rememberEmail(email);

/**
 * /signin (spec 2, 4, 5: both fields required, nothing else checked here). After a verified
 * sign-in the auth-page guard sends the user on: admins to /admin/dashboard, members to where they
 * were going or /dashboard. Remember me has no effect.
 */
export const SigninPage = () => {
  const { t } = useTranslation('account');
  const session = useSession();
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<{ token: string; methods: TwoFactorMethod[] } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: signInCheck.resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginValues) => {
    const outcome = await signIn(values);
    if (outcome.kind === 'signed-in') return onSignedIn(outcome);
    if (outcome.kind === 'two-factor')
      return setChallenge({ token: outcome.challengeToken, methods: outcome.methods });
    if (outcome.kind === 'unverified') {
      await rememberUnverified(values.email.trim());
      const state: VerifyEmailLocationState = { message: outcome.message };
      void navigate(paths.verifyEmail.href(), { state });
      return;
    }
    setError(SERVER_ERROR, { message: outcome.message });
  };

  const onSignedIn = (outcome: { token: string; user: SessionUser }) =>
    session.login(outcome.token, outcome.user);
  const restart = (message?: string) => {
    setChallenge(null);
    if (message) setError(SERVER_ERROR, { message });
  };
  if (challenge) {
    return (
      <TwoFactorSignIn
        challengeToken={challenge.token}
        methods={challenge.methods}
        onSignedIn={onSignedIn}
        onRestart={restart}
      />
    );
  }

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <form
        className="space-y-5"
        onFocus={signInCheck.preload}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <Input
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <SigninOptions />
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <SigninFooter onSignedIn={onSignedIn} />
    </AuthCard>
  );
};

/** Remember me (no effect, spec) and the way to a password reset. */
const SigninOptions = () => {
  const { t } = useTranslation('account');
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <Checkbox label={t('signIn.rememberMe')} name="remember" />
      <Link to={paths.forgotPassword.href()} className={textLinkClasses}>
        {t('signIn.forgot')}
      </Link>
    </div>
  );
};

/**
 * Under the form: signing in with a passkey alone (issue 14; its label leaves out "Sign in", so
 * the form's Sign In button keeps a name of its own), and the way to register.
 */
const SigninFooter = ({
  onSignedIn,
}: {
  onSignedIn: (outcome: { token: string; user: SessionUser }) => void;
}) => {
  const { t } = useTranslation('account');
  return (
    <>
      <div className="mt-5">
        <PasskeyButton label="Continue with a passkey" run={signInWithPasskey} onSignedIn={onSignedIn} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-300">
        {t('signIn.noAccount')}{' '}
        <Link to={paths.register.href()} className={textLinkClasses}>
          {t('signIn.createAccount')}
        </Link>
      </p>
    </>
  );
};
