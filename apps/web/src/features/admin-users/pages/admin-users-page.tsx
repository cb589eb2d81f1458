import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminUsersPage = () => (
  <PlaceholderPage title="Users" subtitle="Every account on the platform." />
);
