import { CommissionRangeError, ExchangeUnavailableError } from '../errors';
import {
  COMMISSION_DATA_LIST_PATH,
  COMMISSION_LOOKBACK_DAYS,
  COMMISSION_MAX_PAGE_SIZE,
  COMMISSION_MAX_WINDOW_DAYS,
} from '../shared/api-constants';
import { epochDayOf, formatDay, parseDay, splitDayRange } from '../shared/days';
import type { LosslessJson } from '../shared/lossless-json';
import { isExchangeUid } from './invite-relation-check';
import { asArray, asObject, readDecimal, readSafeInteger, readUid } from './read-fields';
import type { SignedGet } from './signed-get';

/** Days as `YYYYMMDD` (UTC), both ends included. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export interface CommissionQuery extends DayRange {
  /** Only this invited user's rows. */
  uid?: string;
}

/** One invited user's commission for one day; volumes are USDT as exact decimal text. */
export interface CommissionRow {
  uid: string;
  /** The day of the row, as the exchange's timestamp in ms. */
  commissionTime: number;
  tradingVolume: string;
  commissionVolume: string;
  extCopyTradingVolume: string;
  extCopyCommissionVolume: string;
}

export interface CommissionPaging {
  /** Pause before every request after the first, to stay well under the exchange's rate limit. */
  pageDelayMs: number;
  now: () => number;
}

const MAX_PAGES_PER_WINDOW = 10_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The windows the exchange accepts for a range: at most 30 days each, inside the last 365 days
 * (today included). Throws CommissionRangeError for a range the exchange would refuse.
 */
export function planCommissionWindows(range: DayRange, nowMs: number): Array<[string, string]> {
  const first = parseDay(range.startDate);
  const last = parseDay(range.endDate);
  if (first === null || last === null) throw new CommissionRangeError('dates must be real days as YYYYMMDD');
  if (first > last) throw new CommissionRangeError('startDate is after endDate');
  const today = epochDayOf(nowMs);
  const earliest = today - (COMMISSION_LOOKBACK_DAYS - 1);
  if (last > today) throw new CommissionRangeError(`endDate is after today (${formatDay(today)})`);
  if (first < earliest) {
    throw new CommissionRangeError(
      `startDate is before ${formatDay(earliest)}: only the last 365 days exist`,
    );
  }
  return splitDayRange(first, last, COMMISSION_MAX_WINDOW_DAYS).map(([start, end]) => [
    formatDay(start),
    formatDay(end),
  ]);
}

function readRow(value: LosslessJson): CommissionRow {
  const row = asObject(value, 'list[]');
  const commissionTime = readSafeInteger(row.commissionTime, 'commissionTime');
  if (commissionTime === null) {
    throw new ExchangeUnavailableError('BAD_RESPONSE', 'commission row without commissionTime');
  }
  return {
    uid: readUid(row.uid, 'uid'),
    commissionTime,
    tradingVolume: readDecimal(row.tradingVolume, 'tradingVolume'),
    commissionVolume: readDecimal(row.commissionVolume, 'commissionVolume'),
    extCopyTradingVolume: readDecimal(row.extCopyTradingVolume, 'extCopyTradingVolume'),
    extCopyCommissionVolume: readDecimal(row.extCopyCommissionVolume, 'extCopyCommissionVolume'),
  };
}

/** Every row of the range, window by window and page by page (pages of 100). */
export async function* iterateCommissionData(
  get: SignedGet,
  query: CommissionQuery,
  paging: CommissionPaging,
): AsyncGenerator<CommissionRow> {
  if (query.uid !== undefined && !isExchangeUid(query.uid))
    throw new TypeError(`not an exchange UID: "${query.uid}"`);
  const windows = planCommissionWindows(query, paging.now());
  let requests = 0;
  for (const [startTime, endTime] of windows) {
    let seen = 0;
    for (let pageIndex = 1; ; pageIndex += 1) {
      if (pageIndex > MAX_PAGES_PER_WINDOW) {
        throw new ExchangeUnavailableError('BAD_RESPONSE', 'commission paging did not end');
      }
      if (requests > 0) await sleep(paging.pageDelayMs);
      requests += 1;
      const params = { startTime, endTime, pageIndex, pageSize: COMMISSION_MAX_PAGE_SIZE };
      const data = await get(COMMISSION_DATA_LIST_PATH, query.uid ? { ...params, uid: query.uid } : params);
      const page = data === null ? {} : asObject(data, 'data');
      const list = asArray(page.list, 'list');
      const total = readSafeInteger(page.total, 'total');
      for (const row of list) yield readRow(row);
      seen += list.length;
      if (list.length < COMMISSION_MAX_PAGE_SIZE || (total !== null && seen >= total)) break;
    }
  }
}
