import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { ShieldIcon } from '@/components/ui/icons/ui-icons';
import { paths } from '@/config/paths';
import { heroHighlights } from '../content/marketing';
import { PerformanceCard } from './performance-card';

export const HeroSection = () => {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden pt-32 pb-20 sm:pt-40 sm:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgba(16,185,129,0.25),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(245,158,11,0.14),transparent_50%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-400/30 bg-emerald-400/10 px-3 py-1 text-sm font-medium text-emerald-200">
            <ShieldIcon className="size-4" /> {t('landing.heroBadge')}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
          >
            {t('landing.heroHeading')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">{t('landing.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.copyTrading.href()} className={buttonClasses({ size: 'lg' })}>
              {t('landing.startCopyTrading')}
            </Link>
            <Link to={paths.earn.href()} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              {t('landing.seeHowYouEarn')}
            </Link>
          </div>
          <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {heroHighlights.map((item) => (
              <div key={item.label} className="flex flex-col border-l-2 border-emerald-500/60 pl-4">
                <dt className="text-sm text-slate-400">{t(`landing.highlights.${item.label}`)}</dt>
                <dd className="order-first text-2xl font-bold text-white">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <PerformanceCard />
      </div>
    </section>
  );
};
