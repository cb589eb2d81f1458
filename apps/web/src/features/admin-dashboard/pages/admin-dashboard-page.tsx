import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminDashboardPage = () => (
  <PlaceholderPage title="Admin Dashboard" subtitle="Overview & Analytics" />
);
