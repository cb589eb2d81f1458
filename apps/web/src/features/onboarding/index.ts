/** The onboarding feature as other features see it: the member's onboarding info and its deposit summary. */
export { useOnboardingInfo } from './api/get-onboarding-info';
export { depositSummaryText } from './lib/deposit-summary';
