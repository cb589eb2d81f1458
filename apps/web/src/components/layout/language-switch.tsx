import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/components/ui/cn';
import { isLanguage, languageNames, languages } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

/** The language switch of the navigation bar and /profile: each language in its own words. */
export const LanguageSwitch = ({
  className,
  showLabel = false,
}: {
  className?: string;
  showLabel?: boolean;
}) => {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-200' : 'sr-only'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid="language-switch"
        value={language}
        title={t('language.choose')}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void change(event.target.value);
        }}
        className="rounded-lg border border-slate-700 bg-slate-900 px-2 py-1.5 text-sm text-slate-100 hover:border-slate-500"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
};
