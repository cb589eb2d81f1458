import { cn } from '@/components/ui/cn';
import { useOnboardingTexts } from '../content/onboarding-texts';

/** The two steps at the top of the screen, each marked done when it is. */
export const StepTracker = ({ paid, linked }: { paid: boolean; linked: boolean }) => {
  const texts = useOnboardingTexts();
  const steps = [
    { number: 1, title: texts.steps.pay, done: paid },
    { number: 2, title: texts.steps.link, done: linked },
  ];
  return (
    <ol className="grid gap-3 sm:grid-cols-2" aria-label={texts.stepsLabel}>
      {steps.map((step) => (
        <li
          key={step.number}
          className={cn(
            'rounded-xl border px-4 py-3 text-sm',
            step.done
              ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200'
              : 'border-slate-700 text-slate-300',
          )}
        >
          <span className="font-semibold">
            {step.number}. {step.title}
          </span>
          <span className="ml-2">{step.done ? texts.steps.doneNote : texts.steps.toDoNote}</span>
        </li>
      ))}
    </ol>
  );
};
