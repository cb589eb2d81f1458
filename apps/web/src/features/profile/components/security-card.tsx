import { useTranslation } from '@/lib/i18n/use-translation';
import { Card } from '@/components/ui/card';
import { ShieldIcon } from '@/components/ui/icons/ui-icons';
import { ChangePasswordForm } from './change-password-form';

const tips = ['unique', 'mix', 'share', 'signOut'] as const;

/** Password change and security tips (spec 2, /profile). */
export const SecurityCard = () => {
  const { t } = useTranslation('member');
  return (
    <Card title={t('profile.security.title')}>
      <div className="space-y-6">
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-200">{t('profile.security.password')}</h3>
          <ChangePasswordForm />
        </div>
        <div>
          <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-200">
            <ShieldIcon className="size-4 text-emerald-300" /> {t('profile.security.tips')}
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
            {tips.map((tip) => (
              <li key={tip}>{t(`profile.security.tip.${tip}`)}</li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
};
