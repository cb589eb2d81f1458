import { zodResolver } from '@hookform/resolvers/zod';
import { memberTexts, registerFormSchema, type RegisterFormValues } from '@app/contract';
import { useEffect, useState, type MouseEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { textLinkClasses } from '@/components/ui/link-styles';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { registerAccount } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { pendingUserStore } from '../lib/pending-user';
import { forgetReferralCodeFromLink, peekReferralCodeFromLink } from '../lib/referral-code-from-link';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

/** The terms and privacy texts do not exist yet: the links lead nowhere (spec 2). */
const leadNowhere = (event: MouseEvent) => event.preventDefault();

/**
 * /register (spec 2, 4, 5): the contract's register rules, each message under its field and
 * cleared when the field is edited; a code from a referral link pre-fills the referral field.
 */
export const RegisterPage = () => {
  const navigate = useNavigate();
  const [codeFromLink] = useState(peekReferralCodeFromLink);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      referralCode: codeFromLink ?? '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });

  useEffect(() => {
    if (codeFromLink) forgetReferralCodeFromLink();
  }, [codeFromLink]);

  // Editing a field clears its own message (spec 5) and the server's.
  const field = (name: FieldPath<RegisterFormValues>) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setServerError(null);
      },
    });

  const onSubmit = async (values: RegisterFormOutput) => {
    setServerError(null);
    const outcome = await registerAccount({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      referredByCode: values.referralCode,
    });
    if (outcome.kind === 'failed') {
      setServerError(outcome.message);
      return;
    }
    if (outcome.requiresVerification) {
      pendingUserStore.set({ email: values.email, firstName: values.firstName, lastName: values.lastName });
      void navigate(paths.verifyEmail.href());
    } else {
      void navigate(paths.dashboard.href());
    }
  };

  return (
    <AuthCard title="Create Account" subtitle="Join with your referral code.">
      <form className="space-y-5" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        {codeFromLink ? <Alert tone="success">{memberTexts.register.referralApplied}</Alert> : null}
        {serverError ? <Alert>{serverError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...field('firstName')}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...field('lastName')}
          />
        </div>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <Input
          label="Referral code"
          autoComplete="off"
          error={errors.referralCode?.message}
          {...field('referralCode')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <Checkbox
          label={
            <>
              I agree to the{' '}
              <a href="#" onClick={leadNowhere} className={textLinkClasses}>
                Terms of Service
              </a>{' '}
              and{' '}
              <a href="#" onClick={leadNowhere} className={textLinkClasses}>
                Privacy Policy
              </a>
            </>
          }
          error={errors.terms?.message}
          {...field('terms')}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-300">
        Already have an account?{' '}
        <Link to={paths.signin.href()} className={textLinkClasses}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
};
