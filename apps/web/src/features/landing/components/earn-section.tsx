import { useTranslation } from '@/lib/i18n/use-translation';
import { anchors } from '@/config/paths';
import { earnStreams } from '../content/marketing';
import { SectionHeading } from './section-heading';

/** Spec: the 'earn' anchor section, led by Trading Profits (50% profit share, 5-10% monthly return). */
export const EarnSection = () => {
  const { t } = useTranslation();
  return (
    <section
      id={anchors.earn}
      aria-labelledby="earn-heading"
      className="scroll-mt-20 border-t border-slate-800/80 bg-slate-900/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="earn-heading" eyebrow={t('landing.earn.eyebrow')} title={t('landing.earn.title')}>
          {t('landing.earn.intro')}
        </SectionHeading>
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {earnStreams.map((stream, index) => (
            <article
              key={stream.key}
              className={
                index === 0
                  ? 'rounded-3xl border border-emerald-400/40 bg-gradient-to-b from-emerald-500/15 to-slate-950 p-8 shadow-xl shadow-emerald-500/10'
                  : 'rounded-3xl border border-slate-800 bg-slate-950/80 p-8'
              }
            >
              <h3 className="text-xl font-semibold text-white">{t(`landing.earn.${stream.key}.title`)}</h3>
              <dl className="mt-6 grid grid-cols-2 gap-4">
                {stream.figures.map((figure) => (
                  <div key={figure.label} className="flex flex-col rounded-2xl bg-slate-900/80 p-4">
                    <dt className="text-sm text-slate-400">{figureText(t, stream.key, figure.label)}</dt>
                    <dd className="order-first text-2xl font-bold text-emerald-300">
                      {figureText(t, stream.key, figure.value)}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-6 leading-7 text-slate-300">{t(`landing.earn.${stream.key}.text`)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
};

/** A figure's words are keys of its stream ('profitShare', 'tours'); figures ('50%') stay as they are. */
const figureText = (t: ReturnType<typeof useTranslation>['t'], stream: string, word: string) =>
  /^[a-z]/i.test(word) ? t(`landing.earn.${stream}.${word}` as 'landing.earn.trading.text') : word;
