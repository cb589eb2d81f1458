import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/** A bordered panel; `title` adds a heading row with optional `actions` at its right. */
export const Card = ({
  title,
  actions,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'section'>, 'title'> & { title?: ReactNode; actions?: ReactNode }) => (
  <section
    className={cn(
      'rounded-2xl border border-slate-800 bg-slate-900/70 p-5 shadow-xl shadow-black/20',
      className,
    )}
    {...rest}
  >
    {title || actions ? (
      <div className="mb-4 flex items-center justify-between gap-3">
        {title ? <h2 className="text-lg font-semibold text-white">{title}</h2> : <span />}
        {actions}
      </div>
    ) : null}
    {children}
  </section>
);
