/**
 * Query keys this feature reads, and the ones a new withdrawal changes. The balance and rewards
 * keys are the rewards feature's ('reward-stats', 'user-rewards', 'rewards-by-cycle'), named here by
 * their prefix so that a new request refreshes them without importing that feature.
 */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  list: (query: object) => ['withdrawals', 'list', query] as const,
};

export const keysChangedByWithdrawal = [
  withdrawalKeys.all,
  ['reward-stats'],
  ['user-rewards'],
  ['rewards-by-cycle'],
] as const;
