import { Badge } from '@/components/ui/badge';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { cn } from '@/components/ui/cn';
import { useOnboardingTexts } from '../content/onboarding-texts';

/** 'Step n: title' with its done state (a check and a 'Done' badge). */
export const StepHeading = ({
  id,
  number,
  title,
  done,
}: {
  id: string;
  number: 1 | 2;
  title: string;
  done: boolean;
}) => {
  const texts = useOnboardingTexts();
  return (
    <div className="mb-4 flex items-center gap-3">
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
          done ? 'bg-emerald-500 text-slate-950' : 'bg-slate-800 text-slate-200 ring-1 ring-slate-600',
        )}
      >
        {done ? <CheckIcon className="size-4" /> : number}
      </span>
      <h2 id={id} className="text-lg font-semibold text-white">
        <span className="sr-only">{texts.steps.step(number)}</span>
        {title}
      </h2>
      {done ? (
        <Badge tone="green">{texts.steps.done}</Badge>
      ) : (
        <Badge tone="yellow">{texts.steps.toDo}</Badge>
      )}
    </div>
  );
};
