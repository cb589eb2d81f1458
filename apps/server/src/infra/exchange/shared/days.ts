// Calendar days as the exchange's commission API writes them: `YYYYMMDD`, counted in UTC.

const DAY_MS = 86_400_000;
const DAY_TEXT = /^(\d{4})(\d{2})(\d{2})$/;

/** Days since 1970-01-01 (UTC) of a `YYYYMMDD` text, or null if it is not a real date. */
export function parseDay(text: string): number | null {
  const match = DAY_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return ms / DAY_MS;
}

export function formatDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The UTC day that contains the instant `ms`. */
export function epochDayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

export function startOfEpochDayMs(epochDay: number): number {
  return epochDay * DAY_MS;
}

/** Splits [first, last] (both included) into consecutive windows of at most `maxDays` days. */
export function splitDayRange(first: number, last: number, maxDays: number): Array<[number, number]> {
  const windows: Array<[number, number]> = [];
  for (let start = first; start <= last; start += maxDays) {
    windows.push([start, Math.min(last, start + maxDays - 1)]);
  }
  return windows;
}
