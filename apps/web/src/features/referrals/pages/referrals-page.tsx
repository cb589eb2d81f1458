import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const ReferralsPage = () => (
  <PlaceholderPage title="Referrals" subtitle="Everyone you have brought in, level by level." />
);
