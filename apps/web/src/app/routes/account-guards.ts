/** The guards of the public account pages, loaded with them rather than with the landing page. */
export { AuthPageGuard } from '../guards/auth-page-guard';
export { OnboardingGuard } from '../guards/onboarding-guard';
