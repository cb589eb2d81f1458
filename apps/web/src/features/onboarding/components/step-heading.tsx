import { Badge } from '@/components/ui/badge';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { cn } from '@/components/ui/cn';

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
}) => (
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
      <span className="sr-only">Step {number}: </span>
      {title}
    </h2>
    {done ? <Badge tone="green">Done</Badge> : <Badge tone="yellow">To do</Badge>}
  </div>
);
