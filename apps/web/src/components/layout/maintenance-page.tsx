import { errorText } from '@app/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

/**
 * What a signed-in member sees while the platform is under maintenance (issue 19): the catalogue's
 * MAINTENANCE_MODE text, neither a spinner nor an error. It gives way by itself when it ends.
 */
export const MaintenancePage = () => {
  const { t } = useTranslation();
  const translate = useTranslateText();
  return (
    <section
      role="status"
      aria-live="polite"
      data-testid="maintenance-page"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="text-2xl font-bold text-white">{t('maintenance.title')}</h1>
      <p className="text-slate-200">{translate(errorText('MAINTENANCE_MODE'))}</p>
      <p className="text-sm text-slate-400">{t('maintenance.text')}</p>
    </section>
  );
};
