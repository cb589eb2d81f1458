import { cycleDayOf } from '@app/contract';

const DAY_MS = 86_400_000;
const dayBefore = (days: number) => cycleDayOf(new Date(Date.now() - days * DAY_MS));

/**
 * Cycle periods for tests (a cycle pays days that have ended; one UID's day is paid once, so
 * cycles of the same members in one file take different days).
 */
/** The single day `n` days before today (n >= 1). */
export const daysAgo = (n: number) => ({ start: dayBefore(n), end: dayBefore(n) });

/** The seven days that ended `n` weeks ago (n = 1: the last seven days before today). */
export const week = (n: number) => ({ start: dayBefore(7 * n), end: dayBefore(7 * n - 6) });
