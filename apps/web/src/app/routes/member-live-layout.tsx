import { MemberLayout } from '@/components/layout/member/member-layout';
import { keysChangedByMoney } from '@/features/rewards';
import { keysChangedByWithdrawal } from '@/features/withdrawals';
import { type LiveRules, useLiveUpdates } from '@/lib/live/use-live-updates';

/** What the member pages refetch on live events (issue 17): balances, rewards and withdrawals. */
const MEMBER_LIVE_RULES: LiveRules = {
  'withdrawal-updated': keysChangedByWithdrawal,
  'rewards-credited': keysChangedByMoney,
};

/** The member layout, with the member's live updates while any member page is open. */
export const MemberLiveLayout = () => {
  useLiveUpdates(MEMBER_LIVE_RULES);
  return <MemberLayout />;
};
