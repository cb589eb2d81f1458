import type { WalletAddressEntry } from '@app/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { removeWalletAddress, renameWalletAddress, type Outcome } from '../api/wallet-addresses';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDateTime } from '@/lib/format/date';

type Run = <T>(action: () => Promise<Outcome<T>>) => Promise<boolean>;

/** One address of the book: name, address, status; rename in place, remove at once. */
export const AddressRow = ({ entry, run }: { entry: WalletAddressEntry; run: Run }) => {
  const { t } = useTranslation('member');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(entry.name ?? '');
  const save = async () => {
    if (await run(() => renameWalletAddress(entry._id, name))) setEditing(false);
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="wallet-address-row">
      <div className="min-w-0 text-sm">
        {editing ? (
          <Input
            label={t('withdrawal.addressBook.name')}
            name="addressName"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        ) : (
          <p className="font-medium text-slate-100">{entry.name ?? t('withdrawal.addressBook.unnamed')}</p>
        )}
        <p className="font-mono break-all text-slate-300">{entry.walletAddress}</p>
        <p className={entry.usable ? 'text-emerald-300' : 'text-amber-300'}>
          {entry.status === 'PENDING'
            ? t('withdrawal.addressBook.pending')
            : entry.usable
              ? t('withdrawal.addressBook.ready')
              : entry.usableFrom
                ? t('withdrawal.addressBook.confirmedFrom', { date: formatDateTime(entry.usableFrom) })
                : t('withdrawal.addressBook.confirmed')}
        </p>
      </div>
      <div className="flex gap-2">
        {editing ? (
          <Button type="button" size="sm" onClick={() => void save()}>
            {t('withdrawal.addressBook.save')}
          </Button>
        ) : (
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('withdrawal.addressBook.rename')}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void run(() => removeWalletAddress(entry._id))}
        >
          {t('withdrawal.addressBook.remove')}
        </Button>
      </div>
    </li>
  );
};
