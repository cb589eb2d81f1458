import { Button } from '@/components/ui/button';

/** Previous / Next with a label between them. */
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
}) => (
  <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300">
    <span>{label}</span>
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  </div>
);

/** The pager of a paged admin list: 'Page X of Y · N things' beside Previous and Next. */
export const ListPager = ({
  pagination,
  noun,
  onPage,
}: {
  pagination: { currentPage: number; totalPages: number; totalRecords: number };
  noun: string;
  onPage: (page: number) => void;
}) => (
  <Pager
    label={`Page ${pagination.currentPage} of ${Math.max(1, pagination.totalPages)} · ${pagination.totalRecords} ${noun}`}
    page={pagination.currentPage}
    totalPages={pagination.totalPages}
    onPage={onPage}
  />
);
