import { useTranslation } from '@/lib/i18n/use-translation';
import { Card } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/profile';

const GUIDELINES = ['unique', 'seen', 'share', 'signOut'] as const;

/** Admin 2, settings: the Change Password form and the security guidelines. */
export const SecurityCard = ({
  mustChange = false,
  onChanged,
}: {
  /** The password was generated: the form starts open (issue 21). */
  mustChange?: boolean;
  onChanged?: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('settings.security.title')}>
      <ChangePasswordForm
        submitLabel={t('settings.security.save')}
        busyLabel={t('texts.passwordChange.changing')}
        cancelFirst
        initiallyOpen={mustChange}
        {...(onChanged ? { onChanged } : {})}
      />
      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-200">{t('settings.security.guidelines')}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
        {GUIDELINES.map((g) => (
          <li key={g}>{t(`settings.security.guideline.${g}`)}</li>
        ))}
      </ul>
    </Card>
  );
};
