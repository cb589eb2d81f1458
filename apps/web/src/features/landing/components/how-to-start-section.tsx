import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from 'react-router';
import { site } from '@/config/site';
import { ExternalLinkIcon } from '@/components/ui/icons/ui-icons';
import { anchors } from '@/config/paths';
import { startSteps, type StartStep } from '../content/marketing';
import { SectionHeading } from './section-heading';

const actionClasses =
  'mt-5 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-emerald-300 hover:text-emerald-200';

const StepAction = ({ action, label }: { action: NonNullable<StartStep['action']>; label: string }) => {
  const { t } = useTranslation();
  return action.external ? (
    <a href={action.href} target="_blank" rel="noopener noreferrer" className={actionClasses}>
      {label}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">{t('common.opensInNewTab')}</span>
    </a>
  ) : (
    <Link to={action.href} className={actionClasses}>
      {label} <span aria-hidden="true">&rarr;</span>
    </Link>
  );
};

/** The words of a step; `join` and `copy` name the exchange. */
const stepWords = (t: ReturnType<typeof useTranslation>['t'], key: StartStep['key']) => {
  const values = { exchange: site.exchangeName };
  return {
    title: t(`landing.steps.${key}.title`, values),
    text: t(`landing.steps.${key}.text`),
    action:
      key === 'join' || key === 'copy' || key === 'register' ? t(`landing.steps.${key}.action`, values) : '',
  };
};

/** Spec: 'How to Start Copy Trading' (anchor copy-trading), four steps. */
export const HowToStartSection = () => {
  const { t } = useTranslation();
  return (
    <section
      id={anchors.copyTrading}
      aria-labelledby="how-to-start-heading"
      className="scroll-mt-20 border-t border-slate-800/80 bg-slate-900/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-to-start-heading"
          eyebrow={t('landing.steps.eyebrow')}
          title={t('landing.steps.title')}
        >
          {t('landing.steps.intro')}
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {startSteps.map((step, index) => {
            const words = stepWords(t, step.key);
            return (
              <li
                key={step.key}
                className="relative flex flex-col rounded-2xl border border-slate-800 bg-slate-950/80 p-6 shadow-lg"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-emerald-500 text-lg font-bold text-slate-950"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-white">
                  <span className="sr-only">{t('landing.steps.stepLabel', { number: index + 1 })}</span>
                  {words.title}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-6 text-slate-300">{words.text}</p>
                {step.action ? <StepAction action={step.action} label={words.action} /> : null}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
};
