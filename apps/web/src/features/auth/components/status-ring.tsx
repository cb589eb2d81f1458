import type { ReactNode } from 'react';

const tones = {
  info: 'bg-sky-500/15 text-sky-300',
  busy: 'bg-slate-800',
  success: 'bg-emerald-500/15 text-emerald-300',
  error: 'bg-red-500/15 text-red-300',
} as const;

/** The round, tinted icon at the top of an auth card's result (sent, verified, reset, failed). */
export const StatusRing = ({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) => (
  <span className={`flex size-16 items-center justify-center rounded-full ${tones[tone]}`}>{children}</span>
);
