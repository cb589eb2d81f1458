import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useWalletAddresses, type Outcome } from '../api/wallet-addresses';
import { withdrawalKeys } from '../api/withdrawal-keys';
import { AddAddressForm } from './add-address-form';
import { AddressRow } from './address-row';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * /profile: the member's withdrawal addresses (issue 14, ADR 0012) with their name, status and
 * when they can be used; rename, remove at once, and add (which waits for the e-mailed
 * confirmation and 24 hours, like a new address in the withdrawal form).
 */
export const AddressBookCard = () => {
  const { t } = useTranslation('member');
  const addresses = useWalletAddresses();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const run = async <T,>(action: () => Promise<Outcome<T>>) => {
    const outcome = await action();
    setNotice({ ok: outcome.ok, message: outcome.message });
    await queryClient.invalidateQueries({ queryKey: withdrawalKeys.addresses() });
    return outcome.ok;
  };
  const list = addresses.data?.addresses ?? [];

  return (
    <Card title={t('withdrawal.addressBook.title')} className="lg:col-span-2">
      <p className="mb-4 text-sm text-slate-300">{t('withdrawal.addressBook.text')}</p>
      {addresses.isPending ? <Spinner /> : null}
      {addresses.isError ? <Alert>{addresses.error.message}</Alert> : null}
      {notice ? <Alert tone={notice.ok ? 'success' : 'error'}>{notice.message}</Alert> : null}
      {addresses.isSuccess && list.length === 0 ? (
        <p className="text-sm text-slate-400">{t('withdrawal.addressBook.empty')}</p>
      ) : null}
      <ul className="divide-y divide-slate-800" aria-label={t('withdrawal.addressBook.title')}>
        {list.map((entry) => (
          <AddressRow key={entry._id} entry={entry} run={run} />
        ))}
      </ul>
      <AddAddressForm run={run} />
    </Card>
  );
};
