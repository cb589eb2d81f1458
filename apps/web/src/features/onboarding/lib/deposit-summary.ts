import { compareDecimal } from '@app/contract';

const positive = (amount: string | undefined) => amount !== undefined && compareDecimal(amount, '0') > 0;

/**
 * What the member's deposits came to (issue 12), from the exact decimal texts the server sends:
 * 'Received 1000000 USDT, 999980 kept as credit'; without credit just 'Received 10 USDT'; what an
 * admin sent back is said too ('Received 1000 USDT, 980 refunded'); nothing before any deposit
 * was credited.
 */
export function depositSummaryText(deposits: {
  received: string;
  credit: string;
  refunded?: string;
}): string | null {
  if (!positive(deposits.received)) return null;
  return [
    `Received ${deposits.received} USDT`,
    ...(positive(deposits.credit) ? [`${deposits.credit} kept as credit`] : []),
    ...(positive(deposits.refunded) ? [`${deposits.refunded} refunded`] : []),
  ].join(', ');
}
