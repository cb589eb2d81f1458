import { useTranslation } from '@/lib/i18n/use-translation';
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
  const { t } = useTranslation('account');
  return (
    <>
      {t('register.agree')}{' '}
      <a href="#" onClick={leadNowhere} className={textLinkClasses}>
        {t('register.terms')}
      </a>{' '}
      {t('register.and')}{' '}
      <a href="#" onClick={leadNowhere} className={textLinkClasses}>
        {t('register.privacy')}
      </a>
    </>
  );
};

/** /register (spec 2, 4, 5). */
export const RegisterPage = () => {
  const { t } = useTranslation('account');
  const { form, field, codeFromLink, submit, preloadCheck } = useRegisterForm();
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className="space-y-5" noValidate onFocus={preloadCheck} onSubmit={(event) => void submit(event)}>
        {codeFromLink ? <Alert tone="success">{memberTexts.register.referralApplied}</Alert> : null}
        {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('register.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...field('firstName')}
          />
          <Input
            label={t('register.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...field('lastName')}
          />
        </div>
        <Input
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <Input
          label={t('register.referralCode')}
          autoComplete="off"
          error={errors.referralCode?.message}
          {...field('referralCode')}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...field('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
        <Checkbox label={<TermsLabel />} error={errors.terms?.message} {...field('terms')} />
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-300">
        {t('register.haveAccount')}{' '}
        <Link to={paths.signin.href()} className={textLinkClasses}>
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
};
