import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/**
 * Placeholder rows of a Recent list while the statistics load, as tall as the rows that replace
 * them (two lines of text, the same padding), so the page does not move when they come.
 */
const RecentSkeleton = () => (
  <ul className="divide-y divide-slate-800" aria-hidden="true">
    {[0, 1, 2, 3, 4].map((row) => (
      <li key={row} className="flex items-center justify-between gap-3 py-2" data-testid="skeleton">
        <span>
          <span className="flex h-6 items-center">
            <span className="h-4 w-32 animate-pulse rounded bg-slate-800" />
          </span>
          <span className="flex h-6 items-center">
            <span className="h-3 w-24 animate-pulse rounded bg-slate-800" />
          </span>
        </span>
        <span className="h-4 w-16 animate-pulse rounded bg-slate-800" />
      </li>
    ))}
  </ul>
);

export type RecentItem = { id: string; href: string; title: string; detail: string; end: ReactNode };

/** A Recent list of the dashboard: each item opens its screen; skeletons while loading, else the empty text. */
export const RecentList = ({
  title,
  items,
  loading,
  empty,
}: {
  title: string;
  items: RecentItem[] | undefined;
  loading: boolean;
  empty: string;
}) => (
  <Card title={title} aria-label={title}>
    {loading ? (
      <RecentSkeleton />
    ) : !items ? null : items.length === 0 ? (
      <p className="text-slate-400">{empty}</p>
    ) : (
      <ul className="divide-y divide-slate-800">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className="flex items-center justify-between gap-3 py-2 hover:bg-slate-800/50"
            >
              <span>
                <span className="block text-white">{item.title}</span>
                <span className="text-xs text-slate-400">{item.detail}</span>
              </span>
              {item.end}
            </Link>
          </li>
        ))}
      </ul>
    )}
  </Card>
);
