/**
 * CSV text (RFC 4180) that is also safe to open in a spreadsheet: a text cell starting with
 * = + - @, a tab or a carriage return gets a leading apostrophe, so it is shown, never run as a
 * formula. Numbers (and plain decimal strings, the database's amounts) are written as they are.
 */
import { MONEY_DECIMALS, normalizeDecimal, roundDecimal } from '@app/contract';

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line, CRLF-terminated as RFC 4180 says. */
export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Excel reads the file as UTF-8 only with a byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/** A CSV table: its header line, then its rows as they come, batch by batch. */
export async function* csvTable<T>(
  columns: readonly { header: string; value: (row: T) => CsvValue }[],
  batches: AsyncIterable<T[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(columns.map((c) => c.header));
  for await (const batch of batches) {
    yield batch.map((row) => csvLine(columns.map((c) => c.value(row)))).join('');
  }
}

/** An amount as the API shows it: at most 8 decimals, no trailing zeros ('5.000000000000000000' -> '5'). */
export const csvMoney = (amount: string | null): string | null =>
  amount === null ? null : normalizeDecimal(roundDecimal(amount, MONEY_DECIMALS));
