import { AdminLayout } from '@/components/layout/admin/admin-layout';
import { adminDashboardKeys } from '@/features/admin-dashboard';
import { adminWithdrawalKeys } from '@/features/admin-withdrawals';
import { type LiveRules, useLiveUpdates } from '@/lib/live/use-live-updates';

/** What the admin pages refetch on live events (issue 17): the pending count and the withdrawals. */
const ADMIN_LIVE_RULES: LiveRules = {
  'pending-withdrawals-changed': [adminDashboardKeys.overallStats(), adminWithdrawalKeys.all],
};

/** The admin layout, with the administrators' live updates while any admin page is open. */
export const AdminLiveLayout = () => {
  useLiveUpdates(ADMIN_LIVE_RULES);
  return <AdminLayout />;
};
