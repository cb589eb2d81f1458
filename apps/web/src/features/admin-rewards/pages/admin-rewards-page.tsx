import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const AdminRewardsPage = () => (
  <PlaceholderPage title="Reward Distribution" subtitle="Every reward paid to members." />
);
