import type { DepositTransferState } from '@app/contract';
import type { Tone } from '@/lib/status-colours';

/*
 * The admin deposits page's texts (issue 12) are the admin catalogue's `deposits` group
 * (locales/<language>/admin.ts): filters `deposits.filters.<filter>`, transfer states
 * `deposits.states.<STATE>`.
 */

export const stateTones: Record<DepositTransferState, Tone> = {
  WAITING: 'yellow',
  CREDITED: 'green',
  SET_ASIDE: 'red',
  DROPPED: 'grey',
};

/** '0', '0.0' ... are no amount at all. */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
