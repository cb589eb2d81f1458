/**
 * English, namespace `member` (ADR 0013): the member area's own words, loaded with its first page.
 * Verbatim the spec's (the browser tests check them). Adding a key: add it here, then in es, vi
 * and id (the compiler and test/i18n/catalogues.test.ts name what is missing).
 */
const catalogue = {
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, {{name}}!',
    userId: 'User ID:',
    email: 'Email:',
    verified: 'Verified',
    unverified: 'Unverified',
    signOut: 'Sign Out',
    subscription: 'Subscription',
    active: 'Active',
    activatedOn: 'Activated on {{date}}',
    pendingPayment: 'Pending Payment',
    referralCode: 'Referral Code',
    copyLink: 'Copy referral link',
    resend: 'Resend verification',
    balance: {
      title: 'Balance Overview',
      refresh: 'Refresh',
      available: 'Available Balance',
      availableCaption: 'Ready to withdraw',
      earned: 'Total Earned',
      earnedCaption: 'Lifetime earnings',
      withdrawn: 'Total Withdrawn',
      withdrawnCaption: 'Successfully withdrawn',
    },
    income: {
      title: 'Income Breakdown',
      total: 'Total Income',
      totalCaption: 'Calculated total',
      direct: 'Direct Referrals',
      directCaption: 'Referral rewards',
      downline: 'Downline Income',
      downlineCaption: 'Trading rewards',
    },
  },
  profile: {
    language: {
      title: 'Language',
      text: 'The language of these pages and of the e-mails we send you.',
    },
  },
  layout: {
    sections: 'Member sections',
    nav: 'Member',
    expand: 'Expand sidebar',
    collapseSidebar: 'Collapse sidebar',
    collapse: 'Collapse',
    links: {
      dashboard: 'Dashboard',
      referrals: 'Referrals',
      userTree: 'User Tree',
      userTreeDescription: 'Referral Network',
      rewards: 'Rewards',
      rewardsDescription: 'Your Earnings',
      profile: 'Profile',
      profileDescription: 'Profile & Security',
      support: 'Help & Support',
    },
  },
};

export default catalogue;
