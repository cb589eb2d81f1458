import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path outside the route table. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex min-h-[80vh] max-w-xl flex-col items-center justify-center px-4 pt-16 text-center">
      <p className="text-7xl font-extrabold text-emerald-400">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-white">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-300">{t('notFound.text')}</p>
      <Link to={paths.home.href()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.back')}
      </Link>
    </div>
  );
};
