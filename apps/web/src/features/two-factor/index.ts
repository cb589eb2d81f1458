/** Two-factor authentication and sessions as other features see them (issue 14). */
export { useTwoFactorStatus } from './api/get-two-factor-status';
export { twoFactorKeys } from './api/two-factor-keys';
export { endAllSessionsByLink } from './api/security-actions';
export { PasskeysCard } from './components/passkeys-card';
export { SessionsCard } from './components/sessions-card';
export { TwoFactorCard } from './components/two-factor-card';
export { StepUpHost } from './components/step-up-host';
