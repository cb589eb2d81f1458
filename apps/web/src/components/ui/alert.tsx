import type { ReactNode } from 'react';
import { cn } from './cn';

const tones = {
  error: 'border-red-500/40 bg-red-500/10 text-red-200',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  info: 'border-sky-500/40 bg-sky-500/10 text-sky-200',
} as const;

/**
 * A message box. Errors are announced at once (role alert); success and info politely (status).
 */
export const Alert = ({
  tone = 'error',
  className,
  children,
}: {
  tone?: keyof typeof tones;
  className?: string;
  children: ReactNode;
}) => (
  <div
    role={tone === 'error' ? 'alert' : 'status'}
    data-tone={tone}
    className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
  >
    {children}
  </div>
);
