import { PAGER_MAX_BUTTONS } from '@app/contract';
import type { TFunction } from 'i18next';
import { formatGrouped } from '@/lib/format/number';

/**
 * The numbered buttons of the referrals pager: at most `maxButtons` consecutive pages, the
 * current one centred while it can be, the window sliding at both ends (member section 2).
 */
export function pagerWindow(
  currentPage: number,
  totalPages: number,
  maxButtons = PAGER_MAX_BUTTONS,
): number[] {
  if (totalPages < 1) return [];
  const size = Math.min(maxButtons, totalPages);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** 'Showing 11 to 20 of 1,045 referrals', in the chosen language (numbers grouped its way). */
export function pagerRangeLabel(
  page: number,
  limit: number,
  totalRecords: number,
  t: TFunction<'member'>,
): string {
  if (totalRecords === 0) return t('referrals.pager.none');
  const from = Math.min((page - 1) * limit + 1, totalRecords);
  const to = Math.min(page * limit, totalRecords);
  return t('referrals.pager.showing', {
    from: formatGrouped(from),
    to: formatGrouped(to),
    total: formatGrouped(totalRecords),
  });
}
