import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminWithdrawalsPage = () => (
  <PlaceholderPage title="Withdrawal Requests" subtitle="Review Requests" />
);
