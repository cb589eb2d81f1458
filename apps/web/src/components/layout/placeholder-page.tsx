import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A page whose screen arrives with a later issue: the right title now, the content later.
 * `variant="public"` centres it below the navigation bar; `app` fits the member and admin layouts.
 */
export const PlaceholderPage = ({
  title,
  subtitle,
  variant = 'app',
  children,
}: {
  title: string;
  subtitle?: string;
  variant?: 'public' | 'app';
  children?: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <div className={cn(variant === 'public' && 'mx-auto max-w-lg px-4 pt-28 pb-16')}>
      <div
        className={cn(
          variant === 'public' && 'rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl',
        )}
      >
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-slate-300">{subtitle}</p> : null}
        <div className="mt-6 rounded-xl border border-dashed border-slate-700 p-6 text-sm text-slate-400">
          This screen is being prepared.
        </div>
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </div>
  );
};
