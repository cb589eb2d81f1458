import { useTranslation } from '@/lib/i18n/use-translation';
/** The hero's illustration: a stylised equity curve with the headline figures. Decorative. */
export const PerformanceCard = () => {
  const { t } = useTranslation();
  return (
    <figure className="relative mx-auto w-full max-w-md rounded-3xl border border-slate-800 bg-slate-900/80 p-6 shadow-2xl shadow-emerald-500/10">
      <figcaption className="flex items-center justify-between">
        <span className="text-sm font-medium text-slate-300">{t('landing.performance.title')}</span>
        <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300">
          {t('landing.performance.live')}
        </span>
      </figcaption>
      <p className="mt-4 text-3xl font-bold text-white">5-10%</p>
      <p className="text-sm text-slate-400">{t('landing.performance.typicalReturn')}</p>
      <svg viewBox="0 0 320 140" className="mt-6 h-36 w-full" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="hero-curve-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#10b981" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#10b981" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path
          d="M0 120 L30 112 L60 116 L90 98 L120 102 L150 84 L180 88 L210 66 L240 70 L270 44 L300 38 L320 22 L320 140 L0 140 Z"
          fill="url(#hero-curve-fill)"
        />
        <path
          d="M0 120 L30 112 L60 116 L90 98 L120 102 L150 84 L180 88 L210 66 L240 70 L270 44 L300 38 L320 22"
          fill="none"
          stroke="#34d399"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <div className="mt-4 grid grid-cols-3 gap-3 text-center">
        {[
          ['50%', t('landing.performance.yours')],
          ['24/7', t('landing.performance.withdrawals')],
          ['$100', t('landing.performance.toStart')],
        ].map(([value, label]) => (
          <div key={label} className="rounded-xl bg-slate-800/70 px-2 py-3">
            <p className="font-semibold text-white">{value}</p>
            <p className="text-xs text-slate-400">{label}</p>
          </div>
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-400">{t('landing.performance.disclaimer')}</p>
    </figure>
  );
};
