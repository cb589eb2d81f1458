import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Eyebrow, heading and intro of a landing section; the heading's id labels the section. */
export const SectionHeading = ({
  id,
  eyebrow,
  title,
  align = 'center',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  align?: 'center' | 'left';
  children?: ReactNode;
}) => (
  <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
    <p className="text-sm font-semibold tracking-widest text-emerald-400 uppercase">{eyebrow}</p>
    <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-4xl">
      {title}
    </h2>
    {children ? <p className="mt-4 text-lg text-slate-300">{children}</p> : null}
  </div>
);
