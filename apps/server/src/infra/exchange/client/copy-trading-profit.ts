import { compareDecimal, sumDecimals } from '@app/contract';
import type { CommissionRow } from './commission-data';

/** One invited user's copy-trading commission over a range (USDT, exact decimal text). */
export interface CopyTradingProfit {
  uid: string;
  amountUsdt: string;
}

/**
 * Sums extCopyCommissionVolume per UID, exactly. UIDs whose sum is 0 are left out (nothing to
 * share); the result is sorted by UID so two runs over the same data give the same list.
 */
export async function sumCopyTradingProfit(rows: AsyncIterable<CommissionRow>): Promise<CopyTradingProfit[]> {
  const sums = new Map<string, string>();
  for await (const row of rows) {
    sums.set(row.uid, sumDecimals([sums.get(row.uid) ?? '0', row.extCopyCommissionVolume]));
  }
  return [...sums]
    .filter(([, amountUsdt]) => compareDecimal(amountUsdt, '0') !== 0)
    .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
    .map(([uid, amountUsdt]) => ({ uid, amountUsdt }));
}
