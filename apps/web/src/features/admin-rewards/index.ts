/** The admin rewards feature as other features see it: its query keys and the reward cells. */
export { adminRewardKeys } from './api/admin-reward-keys';
export { rewardCellHeadings, RewardCells } from './components/reward-cells';
