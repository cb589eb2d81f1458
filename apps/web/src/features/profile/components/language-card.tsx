import { useTranslation } from '@/lib/i18n/use-translation';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Card } from '@/components/ui/card';

/** /profile: the language of the product and of the account's e-mails (issue 17). */
export const LanguageCard = () => {
  const { t } = useTranslation('member');
  return (
    <Card title={t('profile.language.title')} data-testid="language-card">
      <p className="mb-4 text-sm text-slate-300">{t('profile.language.text')}</p>
      <LanguageSwitch showLabel />
    </Card>
  );
};
