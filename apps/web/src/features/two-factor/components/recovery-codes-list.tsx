import { useTranslation } from '@/lib/i18n/use-translation';

/** Recovery codes, shown once: the member writes them down. */
export const RecoveryCodesList = ({ codes }: { codes: string[] }) => {
  const { t } = useTranslation('member');
  return (
    <div className="space-y-2" data-testid="recovery-codes">
      <p className="text-sm text-amber-200">{t('security.twoFactor.recoveryCodes')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-950 p-3 font-mono text-sm text-slate-100">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
};
