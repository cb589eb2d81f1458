import { cycleDayOf, cyclePeriodMessages, parseCycleDay } from '@app/contract';
import { AppError } from '../../../http/app-error';
import type { PeriodSpan } from '../eligibility';

/** The days a cycle pays for, `YYYY-MM-DD` (UTC), both included: with its data, its identity. */
export interface CyclePeriod {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** The instants the period spans: [start 00:00, day after end 00:00) UTC. */
export function periodSpan(period: CyclePeriod): PeriodSpan {
  const from = parseCycleDay(period.start);
  const end = parseCycleDay(period.end);
  if (from === null || end === null || end < from)
    throw new Error(`invalid cycle period ${JSON.stringify(period)}`);
  return { from: new Date(from), until: new Date(end + DAY_MS) };
}

/**
 * Refuses a period that has not ended at `now` (CYCLE_PERIOD_NOT_ENDED): a day's profit is final
 * once the day is over, and paying part of a day would keep the rest of it from ever being paid.
 */
export function assertPeriodEnded(period: CyclePeriod, now: Date): void {
  if (period.end >= cycleDayOf(now))
    throw new AppError('CYCLE_PERIOD_NOT_ENDED', {
      data: { errors: [{ path: 'periodEnd', message: cyclePeriodMessages.notEnded }] },
    });
}

/** A cycle's display name when the admin gives none: its days. */
export const defaultCycleName = (period: CyclePeriod) =>
  period.start === period.end ? period.start : `${period.start} to ${period.end}`;

/** `YYYYMMDD` (the exchange's days) as `YYYY-MM-DD`. */
export const dayFromCompact = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
