import { createHash } from 'node:crypto';
import { formatDecimal, parseDecimal } from '@app/contract';
import { formatDay, parseDay, startOfEpochDayMs } from '../shared/days';
import type { SimulatorState } from './state';

/** A row of commissionDataList as the exchange writes it (uid as a JSON integer). */
export interface SimCommissionRow {
  uid: bigint;
  commissionTime: number;
  tradingVolume: string;
  commissionVolume: string;
  spotTradingVolume: string;
  swapTradingVolume: string;
  stdTradingVolume: string;
  extCopyTradingVolume: string;
  mt5TradingVolume: string;
  spotCommissionVolume: string;
  swapCommissionVolume: string;
  stdCommissionVolume: string;
  extCopyCommissionVolume: string;
  mt5CommissionVolume: string;
}

function row(uid: string, epochDay: number, copyVolume: string, copyCommission: string): SimCommissionRow {
  return {
    uid: BigInt(uid),
    commissionTime: startOfEpochDayMs(epochDay),
    tradingVolume: copyVolume,
    commissionVolume: copyCommission,
    spotTradingVolume: '0',
    swapTradingVolume: '0',
    stdTradingVolume: '0',
    extCopyTradingVolume: copyVolume,
    mt5TradingVolume: '0',
    spotCommissionVolume: '0',
    swapCommissionVolume: '0',
    stdCommissionVolume: '0',
    extCopyCommissionVolume: copyCommission,
    mt5CommissionVolume: '0',
  };
}

/** A copying UID's day, derived from the UID and the day: 100.00-999.99 USDT traded, 0.04% commission. */
function generatedRow(uid: string, epochDay: number): SimCommissionRow {
  const digest = createHash('sha256')
    .update(`${uid}:${formatDay(epochDay)}`)
    .digest();
  const volumeCents = 10_000n + (digest.readBigUInt64BE(0) % 90_000n);
  const volume = formatDecimal({ units: volumeCents, scale: 2 });
  const commission = formatDecimal({ units: volumeCents * 4n, scale: 6 });
  return row(uid, epochDay, volume, commission);
}

/** The rows of [first, last] (epoch days), ordered by day then UID; for one UID or every known UID. */
export function commissionRows(
  state: SimulatorState,
  first: number,
  last: number,
  onlyUid?: string,
): SimCommissionRow[] {
  const rows: SimCommissionRow[] = [];
  const uids = onlyUid ? [onlyUid] : state.knownUids();
  for (const uid of uids) {
    const account = state.account(uid);
    if (!account?.invited) continue; // the agent only sees its own invited users
    const days = state.commissionDaysOf(uid);
    if (days) {
      for (const day of days) {
        const epochDay = parseDay(day.day) as number;
        if (epochDay < first || epochDay > last) continue;
        rows.push(
          row(
            uid,
            epochDay,
            formatDecimal(parseDecimal(day.extCopyTradingVolume)),
            formatDecimal(parseDecimal(day.extCopyCommissionVolume)),
          ),
        );
      }
    } else if (account.copying) {
      for (let epochDay = first; epochDay <= last; epochDay += 1) rows.push(generatedRow(uid, epochDay));
    }
  }
  return rows.sort(
    (a, b) => a.commissionTime - b.commissionTime || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
}
