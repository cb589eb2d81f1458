import { compareDecimal } from '@app/contract';
import type { TFunction } from 'i18next';

const positive = (amount: string | undefined) => amount !== undefined && compareDecimal(amount, '0') > 0;

/**
 * What the member's deposits came to (issue 12), from the exact decimal texts the server sends:
 * 'Received 1000000 USDT, 999980 kept as credit'; without credit just 'Received 10 USDT'; what an
 * admin sent back is said too ('Received 1000 USDT, 980 refunded'); nothing before any deposit
 * was credited.
 */
export function depositSummaryText(
  deposits: {
    received: string;
    credit: string;
    refunded?: string;
  },
  t: TFunction<'member'>,
): string | null {
  if (!positive(deposits.received)) return null;
  return [
    t('onboarding.deposits.received', { amount: deposits.received }),
    ...(positive(deposits.credit) ? [t('onboarding.deposits.credit', { amount: deposits.credit })] : []),
    ...(positive(deposits.refunded)
      ? [t('onboarding.deposits.refunded', { amount: deposits.refunded })]
      : []),
  ].join(', ');
}
