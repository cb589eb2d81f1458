import { cn } from '@/components/ui/cn';
import { pagerItems } from '../lib/pager';
import { useTranslation } from '@/lib/i18n/use-translation';

const PagerButton = ({
  label,
  onClick,
  disabled,
  current,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  children: string;
}) => (
  <button
    type="button"
    aria-label={label}
    aria-current={current ? 'page' : undefined}
    disabled={disabled}
    onClick={onClick}
    className={cn(
      'h-9 min-w-9 rounded-lg px-2 text-sm font-medium ring-1 ring-inset transition-colors',
      'focus-visible:outline-2 focus-visible:outline-emerald-400 disabled:cursor-not-allowed disabled:opacity-40',
      current
        ? 'bg-emerald-500 text-slate-950 ring-emerald-500'
        : 'bg-slate-900 text-slate-200 ring-slate-700 hover:bg-slate-800',
    )}
  >
    {children}
  </button>
);

/** First, previous, numbered pages with ellipses, next, last, and the range label. */
export const RewardsPager = ({
  currentPage,
  totalPages,
  totalRecords,
  limit,
  onPage,
}: {
  currentPage: number;
  totalPages: number;
  totalRecords: number;
  limit: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('member');
  const from = Math.min((currentPage - 1) * limit + 1, totalRecords);
  const to = Math.min(currentPage * limit, totalRecords);
  const range =
    totalRecords <= 0 ? t('rewards.pager.none') : t('rewards.pager.range', { from, to, total: totalRecords });
  const first = currentPage <= 1;
  const last = currentPage >= totalPages;
  return (
    <nav
      aria-label={t('rewards.pager.label')}
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-400" data-testid="rewards-range">
        {range}
      </p>
      {totalPages > 1 ? (
        <div className="flex flex-wrap items-center gap-1">
          <PagerButton label={t('rewards.pager.first')} disabled={first} onClick={() => onPage(1)}>
            «
          </PagerButton>
          <PagerButton
            label={t('rewards.pager.previous')}
            disabled={first}
            onClick={() => onPage(currentPage - 1)}
          >
            ‹
          </PagerButton>
          {pagerItems(currentPage, totalPages).map((item) =>
            item.kind === 'ellipsis' ? (
              <span key={item.key} aria-hidden="true" className="px-1 text-slate-400">
                …
              </span>
            ) : (
              <PagerButton
                key={item.page}
                label={t('rewards.pager.page', { number: item.page })}
                current={item.page === currentPage}
                onClick={() => onPage(item.page)}
              >
                {String(item.page)}
              </PagerButton>
            ),
          )}
          <PagerButton
            label={t('rewards.pager.next')}
            disabled={last}
            onClick={() => onPage(currentPage + 1)}
          >
            ›
          </PagerButton>
          <PagerButton label={t('rewards.pager.last')} disabled={last} onClick={() => onPage(totalPages)}>
            »
          </PagerButton>
        </div>
      ) : null}
    </nav>
  );
};
