import type { ReactNode } from 'react';

/** A scrollable table with a header row; `empty` shows when there are no rows. */
export const Table = ({
  head,
  children,
  empty,
}: {
  head: string[];
  children: ReactNode;
  empty?: string | null;
}) => (
  <div className="overflow-x-auto">
    <table className="w-full text-left text-sm text-slate-200">
      <thead className="text-xs uppercase text-slate-400">
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-800">
        {empty ? (
          <tr>
            <td colSpan={head.length} className="px-3 py-6 text-center text-slate-400">
              {empty}
            </td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </table>
  </div>
);

export const Td = ({ children, className }: { children: ReactNode; className?: string }) => (
  <td className={`px-3 py-2 align-top ${className ?? ''}`}>{children}</td>
);
