import { firstResetPasswordError, passwordRequirementsUnmet, REDIRECT_DELAY_MS } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { StatusRing } from '../components/status-ring';
import { PasswordRequirements } from '../components/password-requirements';
import { useRedirectAfter } from '../hooks/use-redirect-after';

/**
 * /reset-password?token= (spec 2, 4, 5): without a token it sends to /forgot-password; the unmet
 * requirements show live and keep submit disabled; success goes to /signin after 3 s.
 */
export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useRedirectAfter(done, paths.signin.href(), REDIRECT_DELAY_MS);

  if (!token) return <Navigate to={paths.forgotPassword.href()} replace />;

  if (done) {
    return (
      <AuthCard
        title="Password Reset Successful"
        icon={
          <StatusRing tone="success">
            <CheckIcon className="size-8" />
          </StatusRing>
        }
        subtitle="Your password has been changed. Redirecting you to sign in shortly..."
      >
        <Link to={paths.signin.href()} className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
          Continue to Sign In
        </Link>
      </AuthCard>
    );
  }

  const unmet = passwordRequirementsUnmet(newPassword).length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstResetPasswordError({ newPassword, confirmPassword });
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    const outcome = await resetPassword({ token, newPassword, confirmPassword });
    setBusy(false);
    if (outcome.ok) setDone(true);
    else setError(outcome.message);
  };

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form className="space-y-5" noValidate onSubmit={(event) => void onSubmit(event)}>
        {error ? <Alert>{error}</Alert> : null}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={newPassword}
          aria-describedby={unmet ? 'reset-password-requirements' : undefined}
          onChange={(event) => {
            setNewPassword(event.target.value);
            setError(null);
          }}
        />
        <PasswordRequirements password={newPassword} id="reset-password-requirements" />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={busy} disabled={unmet}>
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
};
