import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminWithdrawalReviewPage = () => (
  <PlaceholderPage title="Review Withdrawal" subtitle="Approve, reject or block this request." />
);
