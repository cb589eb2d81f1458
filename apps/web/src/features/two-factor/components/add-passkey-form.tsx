import { PASSKEY_NAME_MAX_LENGTH } from '@app/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addPasskey } from '../api/passkeys';
import { useTranslation } from '@/lib/i18n/use-translation';

/** A name, then the device's own prompt creates the passkey. */
export const AddPasskeyForm = ({ onAdded }: { onAdded: () => void }) => {
  const { t } = useTranslation('member');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('security.passkeys.nameRequired'));
    setBusy(true);
    const outcome = await addPasskey(name.trim());
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setName('');
    setDone(true);
    onAdded();
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => void submit(event)}
      aria-label={t('security.passkeys.addLabel')}
    >
      {error ? <Alert>{error}</Alert> : null}
      {done ? <Alert tone="success">{t('security.passkeys.added')}</Alert> : null}
      <Input
        label={t('security.passkeys.name')}
        placeholder={t('security.passkeys.namePlaceholder')}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
          setDone(false);
        }}
      />
      <Button type="submit" variant="secondary" isLoading={busy}>
        {t('security.passkeys.add')}
      </Button>
    </form>
  );
};
