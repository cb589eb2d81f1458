import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { pagerRangeLabel, pagerWindow } from '../lib/pager-window';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Previous, at most 5 numbered pages in a sliding window, Next, and the range shown. */
export const ReferralPager = ({
  page,
  totalPages,
  limit,
  totalRecords,
  onPage,
}: {
  page: number;
  totalPages: number;
  limit: number;
  totalRecords: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('member');
  return (
    <nav
      aria-label={t('referrals.pager.label')}
      className="flex flex-wrap items-center justify-between gap-3 pt-4"
    >
      <p className="text-sm text-slate-400">{pagerRangeLabel(page, limit, totalRecords, t)}</p>
      <div className="flex items-center gap-1">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('referrals.pager.previous')}
        </Button>
        {pagerWindow(page, totalPages).map((number) => (
          <Button
            key={number}
            variant={number === page ? 'primary' : 'ghost'}
            size="sm"
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('referrals.pager.page', { number })}
            className={cn('min-w-8', number === page && 'pointer-events-none')}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ))}
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('referrals.pager.next')}
        </Button>
      </div>
    </nav>
  );
};
