import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const UserTreePage = () => (
  <PlaceholderPage title="My Referral Tree" subtitle="Your referral network, up to 15 levels deep." />
);
