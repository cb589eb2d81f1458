import { memberTexts } from '@app/contract';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { textLinkClasses } from '@/components/ui/link-styles';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { useRegisterForm } from '../hooks/use-register-form';

/** The terms and privacy texts do not exist yet: the links lead nowhere (spec 2). */
const leadNowhere = (event: MouseEvent) => event.preventDefault();

const termsLabel = (
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
);

/** /register (spec 2, 4, 5). */
export const RegisterPage = () => {
  const { form, field, codeFromLink, submit, preloadCheck } = useRegisterForm();
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title="Create Account" subtitle="Join with your referral code.">
      <form className="space-y-5" noValidate onFocus={preloadCheck} onSubmit={(event) => void submit(event)}>
        {codeFromLink ? <Alert tone="success">{memberTexts.register.referralApplied}</Alert> : null}
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
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
        <Checkbox label={termsLabel} error={errors.terms?.message} {...field('terms')} />
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
