import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePasskeys } from '../api/passkeys';
import { twoFactorKeys } from '../api/two-factor-keys';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyRow } from './passkey-row';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * /profile: the account's passkeys (issue 14): add one with a name, rename, remove (the password
 * again; withdrawals pause 24 hours). A passkey is a second factor and a way to sign in.
 */
export const PasskeysCard = () => {
  const { t } = useTranslation('member');
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  // Adding or removing one changes the second factor's status too.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
  const list = passkeys.data?.passkeys ?? [];

  return (
    <Card title={t('security.passkeys.title')}>
      <div className="space-y-4">
        <p className="text-sm text-slate-300">{t('security.passkeys.intro')}</p>
        {passkeys.isPending ? <Spinner /> : null}
        {passkeys.isError ? <Alert>{passkeys.error.message}</Alert> : null}
        {passkeys.data && list.length === 0 ? (
          <p className="text-sm text-slate-400">{t('security.passkeys.empty')}</p>
        ) : null}
        <ul className="divide-y divide-slate-800" aria-label={t('security.passkeys.title')}>
          {list.map((passkey) => (
            <PasskeyRow key={passkey._id} passkey={passkey} onChanged={refresh} />
          ))}
        </ul>
        <AddPasskeyForm onAdded={refresh} />
      </div>
    </Card>
  );
};
