import { AdjustmentHistory } from './adjustment-history';
import { RewardsHistory } from './rewards-history';

/** The Rewards History tab's panel: the rewards (filters, table, pager) and the adjustments. */
export const RewardsHistoryPanel = () => (
  <div className="space-y-6">
    <RewardsHistory />
    <AdjustmentHistory />
  </div>
);
