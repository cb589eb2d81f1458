import { paths } from '@/config/paths';
import { hasCompletedOnboarding } from '@/lib/session/onboarding-status';
import type { SessionState } from '@/lib/session/session-context';

/**
 * The four route guards of spec 2 as plain decisions, so each rule is written (and tested) once;
 * the guard components only turn a decision into a spinner, a redirect or the page.
 */
type GuardInput = Pick<SessionState, 'status' | 'user'>;

/** Member pages: spinner while loading; visitors to sign-in; admins to their dashboard; unfinished onboarding to onboarding. */
export type MemberDecision = 'wait' | 'signin' | 'admin-dashboard' | 'onboarding' | 'render';
export const decideMemberAccess = ({ status, user }: GuardInput): MemberDecision => {
  if (status === 'loading') return 'wait';
  if (status === 'anonymous' || !user) return 'signin';
  if (user.isAdmin) return 'admin-dashboard';
  if (!hasCompletedOnboarding(user)) return 'onboarding';
  return 'render';
};

/**
 * Admin pages: 'Verifying admin access...' while loading; visitors to sign-in; non-admins to
 * /dashboard (admin data cleared); an admin whose generated password must be changed (the server
 * refuses every other call) to the settings page, where the change-password form is (issue 21);
 * then an admin whose session has no second factor to its enrolment page (issue 14).
 */
export type AdminDecision = 'wait' | 'signin' | 'not-admin' | 'change-password' | 'two-factor' | 'render';
export const decideAdminAccess = ({ status, user }: GuardInput, pathname = ''): AdminDecision => {
  if (status === 'loading') return 'wait';
  if (status === 'anonymous' || !user) return 'signin';
  if (!user.isAdmin) return 'not-admin';
  if (user.mustChangePassword) return pathname === paths.admin.settings.path ? 'render' : 'change-password';
  // Then the second factor (issue 14): a session without one reaches only the enrolment page.
  if (user.twoFactorRequired && pathname !== paths.admin.twoFactor.path) return 'two-factor';
  return 'render';
};

/** Onboarding: visitors to sign-in; paid subscription plus linked UID to /dashboard. */
export type OnboardingDecision = 'wait' | 'signin' | 'dashboard' | 'render';
export const decideOnboardingAccess = ({ status, user }: GuardInput): OnboardingDecision => {
  if (status === 'loading') return 'wait';
  if (status === 'anonymous' || !user) return 'signin';
  if (hasCompletedOnboarding(user)) return 'dashboard';
  return 'render';
};

/** Sign-in and register: once the user is known, replace-redirect admins to /admin/dashboard, others to /dashboard. */
export type AuthPageDecision = 'render' | 'admin-dashboard' | 'dashboard';
export const decideAuthPageAccess = ({ status, user }: GuardInput): AuthPageDecision => {
  if (status !== 'authenticated' || !user) return 'render';
  return user.isAdmin ? 'admin-dashboard' : 'dashboard';
};
