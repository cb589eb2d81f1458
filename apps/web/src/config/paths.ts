/**
 * The one file that knows every URL of the app. Routes use `path`; links use `href(...)`.
 * Anchors on the landing page are listed under `anchors` so sections and links agree.
 */
export const anchors = {
  copyTrading: 'copy-trading',
  earn: 'earn',
  contactUs: 'contact-us',
} as const;

const fixed = (path: string) => ({ path, href: () => path });

export const paths = {
  home: fixed('/'),
  copyTrading: { href: () => `/#${anchors.copyTrading}` },
  earn: { href: () => `/#${anchors.earn}` },
  contactUs: { href: () => `/#${anchors.contactUs}` },

  referralLanding: {
    path: '/ref/:refCode',
    href: (refCode: string) => `/ref/${encodeURIComponent(refCode)}`,
  },
  signin: fixed('/signin'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  /** The new-device e-mail's link (issue 14). */
  endSessions: fixed('/end-sessions'),
  /** The link of the e-mail that confirms a new withdrawal address (issue 14, ADR 0012). */
  confirmWalletAddress: fixed('/confirm-wallet-address'),
  resetPassword: {
    path: '/reset-password',
    href: (token?: string) =>
      token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password',
  },
  verifyEmail: {
    path: '/verify-email',
    href: (token?: string) => (token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email'),
  },

  onboarding: fixed('/onboarding'),
  dashboard: fixed('/dashboard'),
  referrals: fixed('/referrals'),
  rewards: fixed('/rewards'),
  userTree: fixed('/user-tree'),
  profile: fixed('/profile'),
  settings: fixed('/settings'),
  support: fixed('/support'),

  admin: {
    root: fixed('/admin'),
    dashboard: fixed('/admin/dashboard'),
    users: fixed('/admin/users'),
    user: { path: '/admin/users/:id', href: (id: string) => `/admin/users/${encodeURIComponent(id)}` },
    withdrawals: fixed('/admin/withdrawals'),
    withdrawal: {
      path: '/admin/withdrawals/:id',
      href: (id: string) => `/admin/withdrawals/${encodeURIComponent(id)}`,
    },
    rewards: fixed('/admin/rewards'),
    userReports: fixed('/admin/user-reports'),
    settings: fixed('/admin/settings'),
    /** An admin without a second factor sets one up here before any admin page (issue 14). */
    twoFactor: fixed('/admin/two-factor'),
    cycles: fixed('/admin/cycles'),
    auditLogs: fixed('/admin/audit-logs'),
    securityEvents: fixed('/admin/security-events'),
    deposits: fixed('/admin/deposits'),
    reconciliation: fixed('/admin/reconciliation'),
    deposit: {
      path: '/admin/deposits/:id',
      href: (id: string) => `/admin/deposits/${encodeURIComponent(id)}`,
    },
  },
} as const;

/** Pages on which the mobile menu lists the member links instead of the public ones (spec 2). */
export const memberMenuPaths: readonly string[] = [
  paths.dashboard.path,
  paths.referrals.path,
  paths.rewards.path,
  paths.profile.path,
  paths.settings.path,
  paths.support.path,
];
