import { keysChangedByMoney } from '@/features/rewards';

/** Query keys this feature reads. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  list: (query: object) => [...withdrawalKeys.all, 'list', query] as const,
  /** The member's withdrawal address book (issue 14). */
  addresses: () => [...withdrawalKeys.all, 'addresses'] as const,
};

/** What a new withdrawal changes: the member's withdrawals, and the balance it holds from. */
export const keysChangedByWithdrawal = [withdrawalKeys.all, ...keysChangedByMoney] as const;
