import { PlaceholderPage } from '@/components/layout/placeholder-page';

export const OnboardingPage = () => (
  <PlaceholderPage
    variant="public"
    title="Complete Your Onboarding"
    subtitle="Step 1: Pay Subscription. Step 2: Link exchange account."
  />
);
