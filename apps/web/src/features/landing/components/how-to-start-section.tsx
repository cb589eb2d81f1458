import { Link } from 'react-router';
import { ExternalLinkIcon } from '@/components/ui/icons/ui-icons';
import { anchors } from '@/config/paths';
import { startSteps, type StartStep } from '../content/marketing';
import { SectionHeading } from './section-heading';

const actionClasses =
  'mt-5 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-emerald-300 hover:text-emerald-200';

const StepAction = ({ action }: { action: NonNullable<StartStep['action']> }) =>
  action.external ? (
    <a href={action.href} target="_blank" rel="noopener noreferrer" className={actionClasses}>
      {action.label}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <Link to={action.href} className={actionClasses}>
      {action.label} <span aria-hidden="true">&rarr;</span>
    </Link>
  );

/** Spec: 'How to Start Copy Trading' (anchor copy-trading), four steps. */
export const HowToStartSection = () => (
  <section
    id={anchors.copyTrading}
    aria-labelledby="how-to-start-heading"
    className="scroll-mt-20 border-t border-slate-800/80 bg-slate-900/40 py-20 sm:py-28"
  >
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionHeading id="how-to-start-heading" eyebrow="Four steps" title="How to Start Copy Trading">
        From a new exchange account to copied trades in an afternoon.
      </SectionHeading>
      <ol className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {startSteps.map((step, index) => (
          <li
            key={step.title}
            className="relative flex flex-col rounded-2xl border border-slate-800 bg-slate-950/80 p-6 shadow-lg"
          >
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-emerald-500 text-lg font-bold text-slate-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-semibold text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-300">{step.text}</p>
            {step.action ? <StepAction action={step.action} /> : null}
          </li>
        ))}
      </ol>
    </div>
  </section>
);
