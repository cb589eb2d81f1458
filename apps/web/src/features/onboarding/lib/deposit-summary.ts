import { compareDecimal } from '@app/contract';

/**
 * What the member's deposits came to (issue 12), from the exact decimal texts the server sends:
 * 'Received 1000000 USDT, 999980 kept as credit'; without credit just 'Received 10 USDT'; nothing
 * before any deposit was credited.
 */
export function depositSummaryText(deposits: { received: string; credit: string }): string | null {
  if (compareDecimal(deposits.received, '0') <= 0) return null;
  const received = `Received ${deposits.received} USDT`;
  return compareDecimal(deposits.credit, '0') > 0
    ? `${received}, ${deposits.credit} kept as credit`
    : received;
}
