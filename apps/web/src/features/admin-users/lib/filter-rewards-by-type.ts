import type { RewardType } from '@app/contract';

export type RewardTypeFilter = 'ALL' | RewardType;

/**
 * Admin 2, user detail: the type filter applies to the loaded page only (the server is not
 * asked again), so it is a plain filter over the rows at hand.
 */
export const filterRewardsByType = <R extends { type: RewardType }>(
  rows: readonly R[],
  filter: RewardTypeFilter,
): R[] => (filter === 'ALL' ? [...rows] : rows.filter((row) => row.type === filter));
