import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { textLinkClasses } from '@/components/ui/link-styles';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import { pendingUserStore } from '../lib/pending-user';
import { useSession } from '@/lib/session/session-context';
import type { VerifyEmailLocationState } from './verify-email-page';

/**
 * /signin (spec 2, 4). After a verified sign-in the auth-page guard sends the user on: admins to
 * /admin/dashboard, members to where they were going or /dashboard. Remember me has no effect.
 */
export const SigninPage = () => {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await signIn({ email, password });
    setBusy(false);
    if (outcome.kind === 'signed-in') {
      session.login(outcome.token, outcome.user);
      return;
    }
    if (outcome.kind === 'unverified') {
      pendingUserStore.rememberEmail(email.trim());
      const state: VerifyEmailLocationState = { message: outcome.message };
      void navigate(paths.verifyEmail.href(), { state });
      return;
    }
    setError(outcome.message);
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in to your account.">
      <form className="space-y-5" onSubmit={(event) => void onSubmit(event)}>
        {error ? <Alert>{error}</Alert> : null}
        <Input
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex items-center justify-between gap-3 text-sm">
          <Checkbox label="Remember me" name="remember" />
          <Link to={paths.forgotPassword.href()} className={textLinkClasses}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-300">
        Don&apos;t have an account?{' '}
        <Link to={paths.register.href()} className={textLinkClasses}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
};
