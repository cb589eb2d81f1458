/** The rewards feature as other features see it: the balances query and the keys money changes touch. */
export { useRewardStats } from './api/get-reward-stats';
export { keysChangedByMoney, rewardKeys } from './api/reward-keys';
