import { currentLanguage } from '@/lib/i18n/i18n';
import { intlLocales } from '@/lib/i18n/languages';

/** English keeps the spec's en-US form; another language its own (issue 17). */
const locale = () => intlLocales[currentLanguage()];

/**
 * Dates as short month, day, year, hour and minute (admin 9): 'Jan 5, 2025, 02:30 PM'.
 * Missing or unreadable values show as '-'. `timeZone` is for tests; screens use the viewer's zone.
 */
type DateInput = string | number | Date | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export const formatDateTime = (value: DateInput, options: { timeZone?: string } = {}): string => {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat(locale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...options,
  }).format(date);
};

/** Day only ('Jan 5, 2025'), for joined and activation dates. */
export const formatDate = (value: DateInput, options: { timeZone?: string } = {}): string => {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat(locale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...options,
  }).format(date);
};
