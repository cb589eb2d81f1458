/** Query keys of the member's rewards: balances, the history pages and the chart's series. */
export const rewardKeys = {
  allStats: () => ['reward-stats'] as const,
  stats: (userId: string) => [...rewardKeys.allStats(), userId] as const,
  /** Every page of the history. */
  lists: () => ['user-rewards'] as const,
  list: (query: object) => [...rewardKeys.lists(), query] as const,
  byCycle: () => ['rewards-by-cycle'] as const,
  /** The member's balance adjustments (issue 15). */
  adjustments: () => ['reward-adjustments'] as const,
};

/** Every key a change of the member's money touches (a withdrawal holds part of the balance). */
export const keysChangedByMoney = [
  rewardKeys.allStats(),
  rewardKeys.lists(),
  rewardKeys.byCycle(),
  rewardKeys.adjustments(),
] as const;
