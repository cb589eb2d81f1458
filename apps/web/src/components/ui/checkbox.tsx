import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { FieldError } from './field-error';

/** A checkbox with its label beside it and an optional error under it. */
export const Checkbox = ({
  label,
  error,
  id,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | null }) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-start gap-2">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-4 rounded border-slate-600 bg-slate-900 accent-emerald-500"
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-slate-300">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
};
