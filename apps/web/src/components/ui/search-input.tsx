import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A search box whose label is for screen readers only (the placeholder says what it searches). */
export const SearchInput = ({
  label,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) => (
  <label className={cn('block', className)}>
    <span className="sr-only">{label}</span>
    <input
      type="search"
      className="h-10 w-full rounded-lg border border-slate-700 bg-slate-900 px-3 text-slate-100 placeholder:text-slate-500 focus:outline-2 focus:outline-emerald-400"
      {...rest}
    />
  </label>
);
