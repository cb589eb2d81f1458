import { createHash } from 'node:crypto';
import { fromScaled, toScaledExact } from '@app/contract';
import { AMOUNT_DECIMALS } from '../maths/reward-amount';
import { type CsvItem, readCycleCsv } from './parse-cycle-csv';

/** One member's amount for a cycle, as read (CSV line, or position in the exchange's list). */
export interface CycleRowInput {
  line: number;
  uid: string;
  amount: string;
}

/** A row that passed the checks: UID and amount well-formed, UID not seen before. */
export interface AcceptedRow {
  line: number;
  uid: string;
  /** Normalised decimal string ('12.5'). */
  amount: string;
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface CheckedRows {
  accepted: AcceptedRow[];
  rejected: RejectedRow[];
  /** Data rows read, accepted or not (header and blank lines not counted). */
  totalRows: number;
}

const UID = /^[1-9]\d{0,19}$/;
const AMOUNT = /^\d{1,15}(?:\.\d+)?$/;
const HEADER = ['uid', 'amount'];

export const rowReasons = {
  columns: (n: number) => `expected 2 columns (uid,amount), found ${n}`,
  uid: 'invalid UID: expected the exchange UID (digits only)',
  amount: `invalid amount: expected a USDT amount like 12.5 (at most ${AMOUNT_DECIMALS} decimals, below 10^15)`,
  zero: 'amount must be greater than 0',
  duplicate: (firstLine: number) => `duplicate UID (first on line ${firstLine})`,
} as const;

/** Normalised amount, or the reason it is refused. */
function checkAmount(text: string): { amount: string } | { reason: string } {
  if (!AMOUNT.test(text)) return { reason: rowReasons.amount };
  try {
    const units = toScaledExact(text, AMOUNT_DECIMALS, { unsigned: true });
    return units === 0n ? { reason: rowReasons.zero } : { amount: fromScaled(units, AMOUNT_DECIMALS) };
  } catch {
    return { reason: rowReasons.amount };
  }
}

/**
 * Checks rows one by one: UID digits, a positive amount with at most 18 decimals, each UID once
 * (later lines of a UID are refused and name the first). Unknown UIDs are found later, in the
 * database.
 */
export class CycleRowChecker {
  readonly accepted: AcceptedRow[] = [];
  readonly rejected: RejectedRow[] = [];
  totalRows = 0;
  private readonly firstLineOf = new Map<string, number>();

  add(row: CycleRowInput): void {
    this.totalRows += 1;
    const uid = row.uid.trim();
    if (!UID.test(uid)) return void this.rejected.push({ line: row.line, reason: rowReasons.uid });
    const amount = checkAmount(row.amount.trim());
    if ('reason' in amount) return void this.rejected.push({ line: row.line, reason: amount.reason });
    const first = this.firstLineOf.get(uid);
    if (first !== undefined)
      return void this.rejected.push({ line: row.line, reason: rowReasons.duplicate(first) });
    this.firstLineOf.set(uid, row.line);
    this.accepted.push({ line: row.line, uid, amount: amount.amount });
  }

  /** A CSV record or problem: the header (first record `uid,amount`) is skipped. */
  addCsvItem(item: CsvItem): void {
    if ('problem' in item) {
      this.totalRows += 1;
      this.rejected.push(item.problem);
      return;
    }
    const { line, fields } = item.record;
    const isFirst = this.totalRows === 0 && this.rejected.length === 0;
    if (isFirst && fields.map((f) => f.trim().toLowerCase()).join(',') === HEADER.join(',')) return;
    if (fields.length !== 2) {
      this.totalRows += 1;
      this.rejected.push({ line, reason: rowReasons.columns(fields.length) });
      return;
    }
    this.add({ line, uid: fields[0] ?? '', amount: fields[1] ?? '' });
  }

  result(): CheckedRows {
    this.rejected.sort((a, b) => a.line - b.line);
    return { accepted: this.accepted, rejected: this.rejected, totalRows: this.totalRows };
  }
}

export function checkRows(rows: Iterable<CycleRowInput>): CheckedRows {
  const checker = new CycleRowChecker();
  for (const row of rows) checker.add(row);
  return checker.result();
}

/** Reads and checks a cycle CSV (text or a stream of text chunks). */
export async function checkCsv(input: string | AsyncIterable<string>): Promise<CheckedRows> {
  const checker = new CycleRowChecker();
  for await (const item of readCycleCsv(input)) checker.addCsvItem(item);
  return checker.result();
}

/**
 * Fingerprint of the accepted rows (sorted by UID, normalised amounts): the same data read from
 * another file layout (line ends, order, quotes, header) gives the same hash.
 */
export function contentHash(rows: readonly AcceptedRow[]): string {
  const sorted = rows
    .map((r) => [r.uid, r.amount] as const)
    .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const [uid, amount] of sorted) hash.update(`${uid},${amount}\n`);
  return hash.digest('hex');
}
