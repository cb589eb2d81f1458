import { useTranslation } from 'react-i18next';
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

const TermsLabel = () => {
  const { t } = useTranslation();
  return (
    <>
      {t('auth.register.agree')}{' '}
      <a href="#" onClick={leadNowhere} className={textLinkClasses}>
        {t('auth.register.terms')}
      </a>{' '}
      {t('auth.register.and')}{' '}
      <a href="#" onClick={leadNowhere} className={textLinkClasses}>
        {t('auth.register.privacy')}
      </a>
    </>
  );
};

/** /register (spec 2, 4, 5). */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const { form, field, codeFromLink, submit } = useRegisterForm();
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form className="space-y-5" noValidate onSubmit={(event) => void submit(event)}>
        {codeFromLink ? <Alert tone="success">{memberTexts.register.referralApplied}</Alert> : null}
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('auth.register.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...field('firstName')}
          />
          <Input
            label={t('auth.register.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...field('lastName')}
          />
        </div>
        <Input
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <Input
          label={t('auth.register.referralCode')}
          autoComplete="off"
          error={errors.referralCode?.message}
          {...field('referralCode')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <PasswordInput
          label={t('auth.register.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <Checkbox label={<TermsLabel />} error={errors.terms?.message} {...field('terms')} />
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-300">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.signin.href()} className={textLinkClasses}>
          {t('auth.register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
};
