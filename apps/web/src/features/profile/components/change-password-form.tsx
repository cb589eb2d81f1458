import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordSchema,
  memberTexts,
  PASSWORD_BANNER_MS,
  type ChangePasswordValues,
} from '@app/contract';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { formMessage, SERVER_ERROR } from '@/lib/form-errors';
import { changePassword } from '../api/change-password';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const LABELS = {
  currentPassword: 'profile.password.current',
  newPassword: 'profile.password.new',
  confirmPassword: 'profile.password.confirm',
} as const;
const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

interface ChangePasswordFormProps {
  /** The admin settings screen says 'Save Changes' / 'Changing...' and puts Cancel first. */
  submitLabel?: string;
  busyLabel?: string;
  cancelFirst?: boolean;
  /** Open from the start (a password that must be changed). */
  initiallyOpen?: boolean;
  /** Called once the server accepted the new password. */
  onChanged?: () => void;
}

/**
 * The change-password form of the member profile and the admin settings (spec 2, 5): closed until
 * opened; the contract's rules in the spec's order, one message at a time; success shows 'Password
 * changed successfully!' for 3 s, then the form closes and clears. Cancel closes and clears fields
 * and error.
 */
export const ChangePasswordForm = ({
  submitLabel,
  busyLabel,
  cancelFirst = false,
  initiallyOpen = false,
  onChanged,
}: ChangePasswordFormProps) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const [open, setOpen] = useState(initiallyOpen);
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: empty,
  });
  const { errors, isSubmitting: busy, isSubmitSuccessful: succeeded } = formState;

  const close = useCallback(() => {
    setOpen(false);
    reset(empty);
  }, [reset]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(close, PASSWORD_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, close]);

  const onSubmit = async (values: ChangePasswordValues) => {
    const outcome = await changePassword(values);
    // A refusal is an error, so the submit does not count as successful.
    if (!outcome.ok) setError(SERVER_ERROR, { message: outcome.message });
    else onChanged?.();
  };

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('profile.password.change')}
      </Button>
    );
  }

  const error = formMessage(errors, [...FIELDS]);
  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {succeeded ? <Alert tone="success">{translate(memberTexts.changePassword.success)}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {FIELDS.map((name) => (
        <PasswordInput
          key={name}
          label={t(LABELS[name])}
          autoComplete={AUTOCOMPLETE[name]}
          {...register(name, { onChange: () => clearErrors() })}
        />
      ))}
      <div className={cancelFirst ? 'flex flex-row-reverse justify-end gap-3' : 'flex gap-3'}>
        <Button type="submit" isLoading={busy} disabled={succeeded}>
          {busy
            ? (busyLabel ?? t('profile.password.updating'))
            : (submitLabel ?? t('profile.password.update'))}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('profile.password.cancel')}
        </Button>
      </div>
    </form>
  );
};
