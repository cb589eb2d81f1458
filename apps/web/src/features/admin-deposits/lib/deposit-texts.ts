import type { DepositListFilter, DepositTransferState } from '@app/contract';
import type { Tone } from '@/lib/status-colours';

/** The admin deposits page's texts (issue 12). */
export const depositTexts = {
  title: 'Deposits',
  intro:
    "Each member's deposit address: what reached it on the chain, what was credited, what the paid periods used, and what is kept as credit.",
  detailTitle: 'Deposit Address',
  back: '← Back to deposits',
  loadFailed: 'Failed to fetch deposits',
  empty: 'No deposit addresses found',
  noTransfers: 'No transfers to this address yet',
  noPeriods: 'No paid periods',
  searchLabel: 'Search deposits',
  searchPlaceholder: 'Name, e-mail, user ID, address or transaction hash',
  overpaymentTitle: 'Overpayment',
  overpayment: (amount: string, until: string) =>
    `${amount} USDT is kept as credit above the periods this member may pay ahead. Refund it to the member, or keep it: it pays the next period by itself once a place frees (next look: ${until}).`,
  refundHowTo:
    'To refund, send the USDT to the member from the platform wallet, then record the transaction here: the amount leaves the credit and never pays a period.',
  recordRefund: 'Record refund',
  refundRecorded: 'Refund recorded',
  noRefunds: 'No refunds recorded',
  setAsideNote: 'Crediting failed; it is tried again by itself. Every other transfer is credited as usual.',
} as const;

export const filterLabels: Record<DepositListFilter, string> = {
  received: 'Received something',
  'set-aside': 'Set aside',
  waiting: 'Waiting for confirmations',
  overpaid: 'Overpayments',
  all: 'All addresses',
};

export const stateLabels: Record<DepositTransferState, string> = {
  WAITING: 'Waiting for confirmations',
  CREDITED: 'Credited',
  SET_ASIDE: 'Set aside',
  DROPPED: 'Dropped by a reorganisation',
};

export const stateTones: Record<DepositTransferState, Tone> = {
  WAITING: 'yellow',
  CREDITED: 'green',
  SET_ASIDE: 'red',
  DROPPED: 'grey',
};

/** '0', '0.0' ... are no amount at all. */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
