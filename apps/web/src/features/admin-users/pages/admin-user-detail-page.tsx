import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminUserDetailPage = () => (
  <PlaceholderPage title="User Details" subtitle="One member's account, rewards and withdrawals." />
);
