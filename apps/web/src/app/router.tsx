import { adminTexts } from '@app/contract';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ReferralLandingPage } from '@/features/referral-link/pages/referral-landing-page';
import { namespacePending } from '@/lib/i18n/i18n';
import { lazyNamed } from './lazy-named';
import { NotFoundPage } from './routes/not-found-page';
import { RootLayout } from './routes/root-layout';

/*
 * The route table of member spec section 2. The referral landing and the not-found page load with
 * the app; everything else, guards and the landing page included, loads lazily. The landing page's
 * chunk starts loading with the app on `/` (main.tsx), so it costs no round trip more there, and
 * the account pages do not load it (issue 17's first-route budgets).
 */
export const loadLandingPage = () => import('@/features/landing/pages/landing-page');
const LandingPage = lazyNamed(loadLandingPage, 'LandingPage');
const memberArea = () => import('./routes/member-area');
const adminArea = () => import('./routes/admin-area');
const accountGuards = () => import('./routes/account-guards');

const MemberGuard = lazyNamed(memberArea, 'MemberGuard');
const MemberLayout = lazyNamed(memberArea, 'MemberLayout');
const AdminGuard = lazyNamed(adminArea, 'AdminGuard');
const AdminLayout = lazyNamed(adminArea, 'AdminLayout');
const AuthPageGuard = lazyNamed(accountGuards, 'AuthPageGuard');
const OnboardingGuard = lazyNamed(accountGuards, 'OnboardingGuard');

/** An account page and its texts (the `account` catalogue, ADR 0013), loaded side by side. */
const withAccountTexts = async <M,>(page: Promise<M>): Promise<M> => {
  await namespacePending('account');
  return page;
};

const SigninPage = lazyNamed(
  () => withAccountTexts(import('@/features/auth/pages/signin-page')),
  'SigninPage',
);
const RegisterPage = lazyNamed(
  () => withAccountTexts(import('@/features/auth/pages/register-page')),
  'RegisterPage',
);
const ForgotPasswordPage = lazyNamed(
  () => withAccountTexts(import('@/features/auth/pages/forgot-password-page')),
  'ForgotPasswordPage',
);
const ConfirmWalletAddressPage = lazyNamed(
  () => import('@/features/withdrawals/pages/confirm-wallet-address-page'),
  'ConfirmWalletAddressPage',
);
const EndSessionsPage = lazyNamed(
  () => import('@/features/two-factor/pages/end-sessions-page'),
  'EndSessionsPage',
);
const ResetPasswordPage = lazyNamed(
  () => withAccountTexts(import('@/features/auth/pages/reset-password-page')),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyNamed(
  () => withAccountTexts(import('@/features/auth/pages/verify-email-page')),
  'VerifyEmailPage',
);
const OnboardingPage = lazyNamed(
  () => import('@/features/onboarding/pages/onboarding-page'),
  'OnboardingPage',
);

const DashboardPage = lazyNamed(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ReferralsPage = lazyNamed(() => import('@/features/referrals/pages/referrals-page'), 'ReferralsPage');
const RewardsPage = lazyNamed(() => import('@/features/rewards/pages/rewards-page'), 'RewardsPage');
const UserTreePage = lazyNamed(() => import('@/features/user-tree/pages/user-tree-page'), 'UserTreePage');
const ProfilePage = lazyNamed(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
const SupportPage = lazyNamed(() => import('@/features/support/pages/support-page'), 'SupportPage');

const AdminDashboardPage = lazyNamed(
  () => import('@/features/admin-dashboard/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminTwoFactorPage = lazyNamed(
  () => import('@/features/two-factor/pages/admin-two-factor-page'),
  'AdminTwoFactorPage',
);
const AdminUsersPage = lazyNamed(
  () => import('@/features/admin-users/pages/admin-users-page'),
  'AdminUsersPage',
);
const AdminUserDetailPage = lazyNamed(
  () => import('@/features/admin-users/pages/admin-user-detail-page'),
  'AdminUserDetailPage',
);
const AdminWithdrawalsPage = lazyNamed(
  () => import('@/features/admin-withdrawals/pages/admin-withdrawals-page'),
  'AdminWithdrawalsPage',
);
const AdminWithdrawalReviewPage = lazyNamed(
  () => import('@/features/admin-withdrawals/pages/admin-withdrawal-review-page'),
  'AdminWithdrawalReviewPage',
);
const AdminRewardsPage = lazyNamed(
  () => import('@/features/admin-rewards/pages/admin-rewards-page'),
  'AdminRewardsPage',
);
const AdminUserReportsPage = lazyNamed(
  () => import('@/features/admin-user-reports/pages/admin-user-reports-page'),
  'AdminUserReportsPage',
);
const AdminCyclesPage = lazyNamed(
  () => import('@/features/admin-cycles/pages/admin-cycles-page'),
  'AdminCyclesPage',
);
const AdminAuditPage = lazyNamed(
  () => import('@/features/admin-audit/pages/admin-audit-page'),
  'AdminAuditPage',
);
const AdminReconciliationPage = lazyNamed(
  () => import('@/features/admin-reconciliation/pages/admin-reconciliation-page'),
  'AdminReconciliationPage',
);
const AdminSecurityEventsPage = lazyNamed(
  () => import('@/features/admin-security-events/pages/admin-security-events-page'),
  'AdminSecurityEventsPage',
);
const AdminDepositsPage = lazyNamed(
  () => import('@/features/admin-deposits/pages/admin-deposits-page'),
  'AdminDepositsPage',
);
const AdminDepositDetailPage = lazyNamed(
  () => import('@/features/admin-deposits/pages/admin-deposit-detail-page'),
  'AdminDepositDetailPage',
);
const AdminSettingsPage = lazyNamed(
  () => import('@/features/admin-settings/pages/admin-settings-page'),
  'AdminSettingsPage',
);

const withSpinner = (element: ReactNode, text?: string) => (
  <Suspense fallback={<PageSpinner text={text} />}>{element}</Suspense>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home.path, element: <LandingPage /> },
          { path: paths.referralLanding.path, element: <ReferralLandingPage /> },
          {
            element: withSpinner(<AuthPageGuard />),
            children: [
              { path: paths.signin.path, element: <SigninPage /> },
              { path: paths.register.path, element: <RegisterPage /> },
            ],
          },
          { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          { path: paths.endSessions.path, element: <EndSessionsPage /> },
          { path: paths.confirmWalletAddress.path, element: <ConfirmWalletAddressPage /> },
          { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
          {
            element: withSpinner(<OnboardingGuard />),
            children: [{ path: paths.onboarding.path, element: <OnboardingPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: withSpinner(<MemberGuard />),
        children: [
          {
            element: <MemberLayout />,
            children: [
              { path: paths.dashboard.path, element: <DashboardPage /> },
              { path: paths.referrals.path, element: <ReferralsPage /> },
              { path: paths.rewards.path, element: <RewardsPage /> },
              { path: paths.userTree.path, element: <UserTreePage /> },
              { path: paths.profile.path, element: <ProfilePage /> },
              { path: paths.settings.path, element: <ProfilePage /> },
              { path: paths.support.path, element: <SupportPage /> },
            ],
          },
        ],
      },
      {
        path: paths.admin.root.path,
        element: withSpinner(<AdminGuard />, adminTexts.guard.verifying),
        children: [
          // Outside the admin layout: before enrolment no admin page or menu (issue 14).
          { path: paths.admin.twoFactor.path, element: <AdminTwoFactorPage /> },
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <AdminDashboardPage /> },
              { path: paths.admin.dashboard.path, element: <AdminDashboardPage /> },
              { path: paths.admin.users.path, element: <AdminUsersPage /> },
              { path: paths.admin.user.path, element: <AdminUserDetailPage /> },
              { path: paths.admin.withdrawals.path, element: <AdminWithdrawalsPage /> },
              { path: paths.admin.withdrawal.path, element: <AdminWithdrawalReviewPage /> },
              { path: paths.admin.rewards.path, element: <AdminRewardsPage /> },
              { path: paths.admin.userReports.path, element: <AdminUserReportsPage /> },
              { path: paths.admin.settings.path, element: <AdminSettingsPage /> },
              { path: paths.admin.cycles.path, element: <AdminCyclesPage /> },
              { path: paths.admin.auditLogs.path, element: <AdminAuditPage /> },
              { path: paths.admin.securityEvents.path, element: <AdminSecurityEventsPage /> },
              { path: paths.admin.deposits.path, element: <AdminDepositsPage /> },
              { path: paths.admin.reconciliation.path, element: <AdminReconciliationPage /> },
              { path: paths.admin.deposit.path, element: <AdminDepositDetailPage /> },
            ],
          },
        ],
      },
    ],
  },
];
