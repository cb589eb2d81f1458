import { z } from 'zod';

/**
 * The days a DOWNLINE cycle pays for (issue 20): a cycle is identified by what it pays for, one
 * exchange account's profit for one day at most once, so every import names its first and last
 * day (UTC, both included). Written `YYYY-MM-DD`.
 */
export const cyclePeriodMessages = {
  day: 'Enter a day as YYYY-MM-DD',
  order: 'The period must end on or after the day it starts',
  /** Checked by the server with its own clock: today's profit is not final until the day ends. */
  notEnded: 'The period must have ended: its last day must be before today (UTC)',
  length: 'A period covers at most 366 days',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Longest period one import may cover (a year, leap day included). */
export const MAX_CYCLE_PERIOD_DAYS = 366;

/** Milliseconds of a `YYYY-MM-DD` day's start (UTC), or null when it is not a real calendar day. */
export function parseCycleDay(text: string): number | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? ms
    : null;
}

/** Today's day (UTC) as `YYYY-MM-DD`. */
export const cycleDayOf = (at: Date) => at.toISOString().slice(0, 10);

export const cycleDaySchema = z
  .string()
  .regex(DAY, cyclePeriodMessages.day)
  .refine((v) => parseCycleDay(v) !== null, cyclePeriodMessages.day)
  .meta({ format: 'date' });

/** Days between two `YYYY-MM-DD` days, both included (1 for a single day). */
export const cyclePeriodDays = (start: string, end: string) =>
  Math.round(((parseCycleDay(end) ?? 0) - (parseCycleDay(start) ?? 0)) / DAY_MS) + 1;

/** The period fields of an import or a preview, checked together. */
export const cyclePeriodShape = { periodStart: cycleDaySchema, periodEnd: cycleDaySchema };

/** Adds the period's cross-field rules to an object schema that has `periodStart` and `periodEnd`. */
export const withCyclePeriodRules = <T extends z.ZodType<{ periodStart: string; periodEnd: string }>>(
  schema: T,
) =>
  schema.superRefine((value, ctx) => {
    const { periodStart, periodEnd } = value;
    const start = parseCycleDay(periodStart);
    const end = parseCycleDay(periodEnd);
    if (start === null || end === null) return;
    if (end < start)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: cyclePeriodMessages.order });
    else if (cyclePeriodDays(periodStart, periodEnd) > MAX_CYCLE_PERIOD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: cyclePeriodMessages.length });
  });
