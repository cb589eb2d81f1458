import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addWalletAddress, type Outcome } from '../api/wallet-addresses';
import { addressHintOf } from '../lib/withdrawal-flow';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

type Run = <T>(action: () => Promise<Outcome<T>>) => Promise<boolean>;

/** Add an address: it is PENDING until the e-mailed link confirms it, usable 24 hours later. */
export const AddAddressForm = ({ run }: { run: Run }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const hint = addressHintOf(address);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const added = await run(() => addWalletAddress(address.trim(), name));
    setBusy(false);
    if (added) {
      setAddress('');
      setName('');
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
      <Input
        label={t('withdrawal.addressBook.newAddress')}
        name="newWalletAddress"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x..."
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        hint={
          hint ? (
            <span className={hint.valid ? 'text-emerald-300' : 'text-amber-300'}>{translate(hint.text)}</span>
          ) : null
        }
      />
      <Input
        label={t('withdrawal.addressBook.nameOptional')}
        name="newWalletName"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" isLoading={busy} disabled={address.trim() === '' || hint?.valid === false}>
        {t('withdrawal.addressBook.add')}
      </Button>
    </form>
  );
};
