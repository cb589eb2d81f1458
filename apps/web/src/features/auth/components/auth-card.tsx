import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The centred panel of every public account screen, under the navigation bar. */
export const AuthCard = ({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-lg px-4 pt-28 pb-16">
      <div className="rounded-2xl border border-slate-800 bg-slate-900/70 p-8 shadow-2xl">
        {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
        {subtitle ? <div className="mt-2 text-slate-300">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
};
