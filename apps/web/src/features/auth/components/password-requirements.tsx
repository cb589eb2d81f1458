import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { passwordRequirementsUnmet } from '@app/contract';

/** The live list of unmet reset-password requirements (spec 5), under 'Password Requirements:'. */
export const PasswordRequirements = ({ password, id }: { password: string; id?: string }) => {
  const { t } = useTranslation('account');
  const translate = useTranslateText();
  const unmet = passwordRequirementsUnmet(password);
  if (unmet.length === 0) return null;
  return (
    <div
      id={id}
      className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
    >
      <p className="font-medium">{t('reset.requirements')}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label={t('reset.unmet')}>
        {unmet.map((message) => (
          <li key={message}>{translate(message)}</li>
        ))}
      </ul>
    </div>
  );
};
