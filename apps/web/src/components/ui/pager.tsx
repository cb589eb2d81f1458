import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format/number';

/** Previous / Next with a label between them (admin lists: the admin catalogue's words). */
export const Pager = ({
  label,
  page,
  totalPages,
  onPage,
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300">
      <span>{label}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </Button>
      </div>
    </div>
  );
};

/** What a paged admin list counts, as the admin catalogue names it (`pager.nouns`). */
export type ListNoun = 'rewards' | 'entries' | 'transfers' | 'addresses' | 'users' | 'events';

/** The pager of a paged admin list: 'Page X of Y · N things' beside Previous and Next. */
export const ListPager = ({
  pagination,
  noun,
  onPage,
}: {
  pagination: { currentPage: number; totalPages: number; totalRecords: number };
  noun: ListNoun;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Pager
      label={t('pager.list', {
        page: formatCount(pagination.currentPage),
        totalPages: formatCount(Math.max(1, pagination.totalPages)),
        total: formatCount(pagination.totalRecords),
        noun: t(`pager.nouns.${noun}`),
      })}
      page={pagination.currentPage}
      totalPages={pagination.totalPages}
      onPage={onPage}
    />
  );
};
