import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';
import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/** A spinning ring. Decorative unless `label` is given, which screen readers announce. */
export const Spinner = ({
  size = 'md',
  label,
  className,
}: {
  size?: keyof typeof sizes;
  label?: string;
  className?: string;
}) => (
  <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
    <svg
      className={cn(sizes[size], 'animate-spin text-emerald-400')}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
    {label ? <span className="sr-only">{label}</span> : null}
  </span>
);

/**
 * A spinner filling the page while a route or the session loads; `text` shows under it, in the
 * chosen language when it is a catalogue text.
 */
export const PageSpinner = ({ text, label }: { text?: string; label?: string }) => {
  const { t } = useTranslation();
  const translate = useTranslateText();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4"
    >
      <Spinner size="lg" />
      {text ? (
        <p className="text-sm text-slate-300">{translate(text)}</p>
      ) : (
        <span className="sr-only">{label ?? t('common.loading')}</span>
      )}
    </div>
  );
};
