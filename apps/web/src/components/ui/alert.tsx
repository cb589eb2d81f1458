import type { ComponentProps, ReactNode } from 'react';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { cn } from './cn';

const tones = {
  error: 'border-red-500/40 bg-red-500/10 text-red-200',
  warning: 'border-amber-500/40 bg-amber-500/15 text-amber-100',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200',
  info: 'border-sky-500/40 bg-sky-500/10 text-sky-200',
} as const;

const shapes = {
  box: 'rounded-lg border px-4 py-3',
  /** Full width across the top of the page. */
  banner: 'border-b px-4 py-3 text-center',
} as const;

/**
 * A message box. Errors and warnings are announced at once (role alert); success and info
 * politely (status). A plain text (an API outcome, a catalogue text) shows in the chosen language.
 */
export const Alert = ({
  tone = 'error',
  shape = 'box',
  className,
  children,
  ...rest
}: Omit<ComponentProps<'div'>, 'role'> & {
  tone?: keyof typeof tones;
  shape?: keyof typeof shapes;
  children: ReactNode;
}) => {
  const translate = useTranslateText();
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-tone={tone}
      className={cn('text-sm', shapes[shape], tones[tone], className)}
      {...rest}
    >
      {typeof children === 'string' ? translate(children) : children}
    </div>
  );
};
