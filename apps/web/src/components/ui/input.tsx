import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';

type InputProps = ComponentProps<'input'> & {
  label: string;
  /** Error text shown under the field; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Content at the right edge inside the field (a show/hide toggle). */
  trailing?: ReactNode;
};

/** A labelled text field with its error under it, wired for screen readers. */
export const Input = ({ label, error, hint, trailing, id, className, ...rest }: InputProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(
            'block h-11 w-full rounded-lg border bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500',
            'focus:outline-2 focus:outline-offset-0 focus:outline-emerald-400',
            error ? 'border-red-400' : 'border-slate-700',
            trailing ? 'pr-11' : null,
          )}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
};
