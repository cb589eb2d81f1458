import { useTranslation } from '@/lib/i18n/use-translation';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordRequirementsUnmet, REDIRECT_DELAY_MS, resetPasswordFormSchema } from '@app/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { formMessage, SERVER_ERROR } from '@/lib/form-errors';
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
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors, isSubmitting: busy },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [done, setDone] = useState(false);
  useRedirectAfter(done, paths.signin.href(), REDIRECT_DELAY_MS);

  if (!token) return <Navigate to={paths.forgotPassword.href()} replace />;

  if (done) {
    return (
      <AuthCard
        title={t('reset.doneTitle')}
        icon={
          <StatusRing tone="success">
            <CheckIcon className="size-8" />
          </StatusRing>
        }
        subtitle={t('reset.doneText')}
      >
        <Link to={paths.signin.href()} className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
          {t('reset.continue')}
        </Link>
      </AuthCard>
    );
  }

  const newPassword = watch('newPassword');
  const unmet = passwordRequirementsUnmet(newPassword).length > 0;
  const error = formMessage(errors, ['newPassword', 'confirmPassword']);
  // Editing a field clears the message (spec 4).
  const field = (name: 'newPassword' | 'confirmPassword') =>
    register(name, { onChange: () => clearErrors() });

  const onSubmit = async (values: { newPassword: string; confirmPassword: string }) => {
    const outcome = await resetPassword({ token, ...values });
    if (outcome.ok) setDone(true);
    else setError(SERVER_ERROR, { message: outcome.message });
  };

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form className="space-y-5" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {error ? <Alert>{error}</Alert> : null}
        <PasswordInput
          label={t('reset.newPassword')}
          autoComplete="new-password"
          aria-describedby={unmet ? 'reset-password-requirements' : undefined}
          {...field('newPassword')}
        />
        <PasswordRequirements password={newPassword} id="reset-password-requirements" />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={busy} disabled={unmet}>
          {busy ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
};
