import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterFormValues } from '@app/contract';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { SERVER_ERROR } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n/i18n';
import { registerAccount } from '../api/register';
import { pendingUserStore } from '../lib/pending-user';
import { forgetReferralCodeFromLink, peekReferralCodeFromLink } from '../lib/referral-code-from-link';

type RegisterFormOutput = z.output<typeof registerFormSchema>;

/**
 * The register form (spec 4, 5): the contract's rules, each message under its field and cleared
 * when the field is edited; a code from a referral link pre-fills the referral field and is then
 * forgotten. Success goes to /verify-email (or /dashboard); a refusal shows the server's message.
 */
export const useRegisterForm = () => {
  const navigate = useNavigate();
  const [codeFromLink] = useState(peekReferralCodeFromLink);
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
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
      pendingUserStore.set({ email: values.email, firstName: values.firstName, lastName: values.lastName });
      void navigate(paths.verifyEmail.href());
    } else {
      void navigate(paths.dashboard.href());
    }
  };

  return { form, field, codeFromLink, submit: form.handleSubmit(onSubmit) };
};
