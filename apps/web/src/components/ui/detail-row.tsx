import type { ReactNode } from 'react';

/** One label and value of a description list (`<dl>`): label left, value right. */
export const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex justify-between gap-4 py-1.5 text-sm">
    <dt className="text-slate-400">{label}</dt>
    <dd className="text-right text-white">{children}</dd>
  </div>
);
