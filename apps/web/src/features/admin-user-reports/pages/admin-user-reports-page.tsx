import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminUserReportsPage = () => (
  <PlaceholderPage title="User Reports" subtitle="Activity and financial reports per user." />
);
