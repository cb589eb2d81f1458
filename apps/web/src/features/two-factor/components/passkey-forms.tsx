import { PASSKEY_NAME_MAX_LENGTH, SECURITY_HOLD_HOURS, type Passkey } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { removePasskey, renamePasskey } from '../api/passkeys';
import type { Outcome } from '../api/security-actions';
import { useTranslation } from '@/lib/i18n/use-translation';

type FormProps = { passkey: Passkey; onDone: () => void; onCancel: () => void };

/** Runs an action; its refusal is shown above the form. */
const useAction = (onDone: () => void) => {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (event: FormEvent<HTMLFormElement>, action: () => Promise<Outcome<unknown>>) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    onDone();
  };
  return { error, busy, run, clear: () => setError(null) };
};

const Actions = ({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) => {
  const { t } = useTranslation('member');
  return (
    <div className="flex gap-2">
      <Button type="submit" size="sm" isLoading={busy}>
        {label}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
        {t('security.passkeys.cancel')}
      </Button>
    </div>
  );
};

export const RenamePasskeyForm = ({ passkey, onDone, onCancel }: FormProps) => {
  const { t } = useTranslation('member');
  const [name, setName] = useState(passkey.name);
  const { error, busy, run, clear } = useAction(onDone);
  return (
    <form className="space-y-3" onSubmit={(e) => void run(e, () => renamePasskey(passkey._id, name.trim()))}>
      {error ? <Alert>{error}</Alert> : null}
      <Input
        label={t('security.passkeys.newName')}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clear();
        }}
      />
      <Actions label={t('security.passkeys.saveName')} busy={busy} onCancel={onCancel} />
    </form>
  );
};

/** Removing asks for the password again; withdrawals pause for 24 hours, as the text says. */
export const RemovePasskeyForm = ({ passkey, onDone, onCancel }: FormProps) => {
  const { t } = useTranslation('member');
  const [password, setPassword] = useState('');
  const { error, busy, run, clear } = useAction(onDone);
  return (
    <form className="space-y-3" onSubmit={(e) => void run(e, () => removePasskey(passkey._id, password))}>
      <p className="text-sm text-slate-300">
        {t('security.passkeys.removeText', { name: passkey.name, hours: SECURITY_HOLD_HOURS })}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <PasswordInput
        label={t('security.passkeys.yourPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clear();
        }}
      />
      <Actions label={t('security.passkeys.removeSubmit')} busy={busy} onCancel={onCancel} />
    </form>
  );
};
