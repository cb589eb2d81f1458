import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminSettingsPage = () => (
  <PlaceholderPage title="Admin Settings" subtitle="Your admin profile, security and platform settings." />
);
