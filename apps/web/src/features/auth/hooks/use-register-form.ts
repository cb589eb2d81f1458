import type { RegisterFormValues, registerFormSchema } from '@app/contract';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { SERVER_ERROR } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerAccount } from '../api/register';
import { forgetReferralCodeFromLink, peekReferralCodeFromLink } from '../lib/referral-code-from-link';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

// zod and the schema load when the form is first touched, not with the page (ADR 0014).
const registerCheck = lazyResolver<RegisterFormValues, unknown, RegisterFormOutput>(
  async () => (await import('../lib/register-resolver')).registerResolver,
);

/**
 * The register form (spec 4, 5): the contract's rules, each message under its field and cleared
 * when the field is edited; a code from a referral link pre-fills the referral field and is then
 * forgotten. Success goes to /verify-email (or /dashboard); a refusal shows the server's message.
 */
export const useRegisterForm = () => {
  const navigate = useNavigate();
  const [codeFromLink] = useState(peekReferralCodeFromLink);
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: registerCheck.resolver,
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
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        form.clearErrors(SERVER_ERROR);
      },
    });

  const onSubmit = async (values: RegisterFormOutput) => {
    const outcome = await registerAccount({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      referredByCode: values.referralCode,
      // The new account starts in the language the visitor chose (issue 17).
      language: currentLanguage(),
    });
    if (outcome.kind === 'failed') {
      form.setError(SERVER_ERROR, { message: outcome.message });
      return;
    }
    if (outcome.requiresVerification) {
      // Loaded here: its check of the stored value is a zod schema (the page's first script has none).
      const { pendingUserStore } = await import('../lib/pending-user');
      pendingUserStore.set({ email: values.email, firstName: values.firstName, lastName: values.lastName });
      void navigate(paths.verifyEmail.href());
    } else {
      void navigate(paths.dashboard.href());
    }
  };

  return {
    form,
    field,
    codeFromLink,
    submit: form.handleSubmit(onSubmit),
    preloadCheck: registerCheck.preload,
  };
};
