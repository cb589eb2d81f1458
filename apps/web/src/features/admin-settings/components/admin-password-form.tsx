import { adminTexts, firstChangePasswordError, PASSWORD_BANNER_MS } from '@app/contract';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { changePassword } from '@/features/profile/api/change-password';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof empty;

/**
 * Admin 2, Security: the member form's rules and call (profile/api), with the admin screen's own
 * texts: 'Save Changes', 'Changing...'. Success shows for 3 s, then the form closes and clears.
 */
export const AdminPasswordForm = () => {
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
      {succeeded ? <Alert tone="success">{adminTexts.passwordChange.success}</Alert> : null}
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
      <div className="flex gap-3">
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" isLoading={busy} disabled={succeeded}>
          {busy ? adminTexts.passwordChange.changing : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
};
