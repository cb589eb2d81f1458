import type { ComponentProps } from 'react';
import { cn } from './cn';

export type SelectOption = { value: string | number; label: string };

type SelectProps = Omit<ComponentProps<'select'>, 'onChange' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** 'inline': the label beside the box (filters); 'stacked': above it, like `Input`. */
  layout?: 'inline' | 'stacked';
};

const layouts = {
  inline: { label: 'flex items-center gap-2 text-sm text-slate-300', box: 'h-10' },
  stacked: { label: 'flex flex-col gap-1.5 text-sm font-medium text-slate-200', box: 'h-11' },
} as const;

/** A labelled native select: keyboards, screen readers and mobile pickers work as the platform's. */
export const Select = ({ label, options, onChange, layout = 'inline', className, ...rest }: SelectProps) => (
  <label className={cn(layouts[layout].label, className)}>
    {label}
    <select
      onChange={(event) => onChange(event.target.value)}
      className={cn(
        layouts[layout].box,
        'rounded-lg border border-slate-700 bg-slate-900 px-3 font-normal text-slate-100 focus:outline-2 focus:outline-emerald-400',
      )}
      {...rest}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  </label>
);
