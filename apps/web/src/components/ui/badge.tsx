import type { ReactNode } from 'react';
import type { Tone } from '@/lib/status-colours';
import { cn } from './cn';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  yellow: 'bg-amber-400/15 text-amber-200 ring-amber-400/30',
  red: 'bg-red-500/15 text-red-300 ring-red-500/30',
  purple: 'bg-purple-500/15 text-purple-300 ring-purple-500/30',
  grey: 'bg-slate-500/15 text-slate-300 ring-slate-500/30',
};

/** A small rounded label coloured by tone (see lib/status-colours.ts). */
export const Badge = ({
  tone = 'grey',
  className,
  children,
}: {
  tone?: Tone;
  className?: string;
  children: ReactNode;
}) => (
  <span
    data-tone={tone}
    className={cn(
      'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
      tones[tone],
      className,
    )}
  >
    {children}
  </span>
);
