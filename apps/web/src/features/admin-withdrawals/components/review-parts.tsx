import type { ReactNode } from 'react';

/** A label and its value in the review's definition lists. */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
    <dd className="mt-0.5 break-words text-sm text-slate-100">{children}</dd>
  </div>
);

export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
);
