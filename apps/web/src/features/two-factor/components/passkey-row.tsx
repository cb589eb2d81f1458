import type { Passkey } from '@app/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format/date';
import { RemovePasskeyForm, RenamePasskeyForm } from './passkey-forms';
import { useTranslation } from '@/lib/i18n/use-translation';

/** One passkey: its name, when it was added and last used, Rename and Remove. */
export const PasskeyRow = ({ passkey, onChanged }: { passkey: Passkey; onChanged: () => void }) => {
  const { t } = useTranslation('member');
  const [mode, setMode] = useState<'idle' | 'rename' | 'remove'>('idle');
  const done = () => {
    setMode('idle');
    onChanged();
  };

  return (
    <li className="space-y-3 py-3" data-testid="passkey-row">
      <div className="flex items-center justify-between gap-3">
        <div className="text-sm">
          <p className="font-medium text-slate-100">{passkey.name}</p>
          <p className="text-slate-400">
            {t('security.passkeys.addedOn', {
              date: formatDateTime(passkey.createdAt),
              lastUsed: passkey.lastUsedAt
                ? formatDateTime(passkey.lastUsedAt)
                : t('security.passkeys.never'),
            })}
          </p>
        </div>
        {mode === 'idle' ? (
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="secondary" onClick={() => setMode('rename')}>
              {t('security.passkeys.rename')}
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setMode('remove')}>
              {t('security.passkeys.remove')}
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? (
        <RenamePasskeyForm passkey={passkey} onDone={done} onCancel={() => setMode('idle')} />
      ) : null}
      {mode === 'remove' ? (
        <RemovePasskeyForm passkey={passkey} onDone={done} onCancel={() => setMode('idle')} />
      ) : null}
    </li>
  );
};
