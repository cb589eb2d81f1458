import { firstChangePasswordError, memberTexts, PASSWORD_BANNER_MS } from '@app/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;

/**
 * The change-password form of the member profile and the admin settings (spec 2, 5): closed until
 * opened; the contract's rules in the spec's order; success shows 'Password changed successfully!'
 * for 3 s, then the form closes and clears. Cancel closes and clears fields and error.
 */
interface ChangePasswordFormProps {
  /** The admin settings screen says 'Save Changes' / 'Changing...' and puts Cancel first. */
  submitLabel?: string;
  busyLabel?: string;
  cancelFirst?: boolean;
}

export const ChangePasswordForm = ({
  submitLabel = 'Update Password',
  busyLabel = 'Updating...',
  cancelFirst = false,
}: ChangePasswordFormProps) => {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const close = useCallback(() => {
    setOpen(false);
    setValues(empty);
    setError(null);
    setSucceeded(false);
  }, []);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(close, PASSWORD_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, close]);

  const edit = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstChangePasswordError(values);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    const outcome = await changePassword(values);
    setBusy(false);
    if (outcome.ok) setSucceeded(true);
    else setError(outcome.message);
  };

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Change Password
      </Button>
    );
  }

  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      {succeeded ? <Alert tone="success">{memberTexts.changePassword.success}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={edit('currentPassword')}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={edit('newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={edit('confirmPassword')}
      />
      <div className={cancelFirst ? 'flex flex-row-reverse justify-end gap-3' : 'flex gap-3'}>
        <Button type="submit" isLoading={busy} disabled={succeeded}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
