// Rewards: DIRECT rewards, DOWNLINE cycles, the earnings lock, reward lists.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { checkMemberComplianceNow } from './compliance/check-member-now';
export { recordComplianceCheck } from './compliance/record-compliance-check';
export { findCycleByContent } from './cycles/claim-cycle';
export { createAttachedPartitionStatement, cyclePartitionOf } from './cycles/cycle-partitions';
export { dayFromCompact } from './cycles/cycle-period';
export { checkCsv, checkRows, contentHash } from './cycles/cycle-rows';
export { runDownlineCycle } from './cycles/run-downline-cycle';
export { runExchangeCycle } from './cycles/run-exchange-cycle';
export { payDirectRewards } from './direct/pay-direct-rewards';
export { downlineCyclesPaidSql } from './queries/downline-cycles-paid';
export {
  cycleRewardsInOrderSql,
  everyRewardSql,
  memberDownlineRewardsSql,
  derivedDownlineRewardsSql,
  REWARD_COLUMNS,
} from './queries/derived-downline-rewards';
export { memberRewardsOrderSql, memberRewardsPageSql, memberRewardsSql } from './queries/list-user-rewards';
export { memberRewardStatistics } from './queries/member-reward-statistics';
export { membersPaidByCycle } from './queries/members-paid-by-cycle';
export { userRewardStats } from './queries/reward-stats';
export { rewardAmountSql } from './rates-sql';
export { rewardsPlugin } from './rewards.plugin';
export { earningCyclesSql, foldPendingCycles } from './summaries/running-totals';
