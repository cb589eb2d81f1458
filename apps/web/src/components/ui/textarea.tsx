import { useId, type ComponentProps } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';

/** A labelled multi-line field with its error under it, wired for screen readers (like `Input`). */
export const Textarea = ({
  label,
  error,
  className,
  ...rest
}: ComponentProps<'textarea'> & { label: string; error?: string | null }) => {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={cn(
          'block w-full rounded-lg border bg-slate-900 px-3 py-2 text-slate-100',
          error ? 'border-red-400' : 'border-slate-700',
        )}
        {...rest}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
};
