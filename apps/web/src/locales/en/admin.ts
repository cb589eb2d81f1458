import { adminTexts } from '@app/contract';

/**
 * English, namespace `admin` (ADR 0013): the admin area's words, loaded with its first page. The
 * spec's section-8 texts come from the contract (admin-texts.ts); its few texts with values are
 * written with {{placeholders}} and test/i18n/english-texts.test.ts holds them equal to the
 * contract's. Adding a key: add it here, then in es, vi and id.
 */
const catalogue = {
  layout: {
    admin: 'Admin',
    panel: 'Panel',
    administrator: 'Administrator',
    logout: 'Logout',
    openMenu: 'Open admin menu',
    closeMenu: 'Close admin menu',
    sections: 'Admin sections',
    nav: 'Admin',
    links: {
      dashboard: 'Overview & Analytics',
      users: 'Users',
      withdrawals: 'Review Requests',
      deposits: 'Deposits',
      reconciliation: 'Reconciliation',
      rewards: 'Reward Distribution',
      cycles: 'Distribution Cycles',
      userReports: 'User Reports',
      auditLogs: 'Audit Log',
      securityEvents: 'Security Events',
      settings: 'Admin Settings',
    },
  },
  texts: {
    guard: adminTexts.guard,
    dashboard: adminTexts.dashboard,
    users: {
      fetchFailed: adminTexts.users.fetchFailed,
      fetchError: adminTexts.users.fetchError,
      empty: adminTexts.users.empty,
      notLinked: adminTexts.users.notLinked,
      showing: 'Showing {{shown}} of {{total}} users',
    },
    statusUpdate: {
      failed: adminTexts.statusUpdate.failed,
      error: adminTexts.statusUpdate.error,
      success: 'User status updated to {{status}} successfully!',
    },
    withdrawals: {
      fetchFailed: adminTexts.withdrawals.fetchFailed,
      fetchError: adminTexts.withdrawals.fetchError,
      empty: adminTexts.withdrawals.empty,
      page: 'Page {{page}} of {{totalPages}}',
    },
    rewards: adminTexts.rewards,
    userDetail: adminTexts.userDetail,
    deleteUser: adminTexts.deleteUser,
    withdrawalReview: {
      accountNotActive:
        "The member's account is {{status}}, so this withdrawal cannot be approved. You can still reject it or block it.",
      waitingForSecondApproval: 'Approved by {{name}}, waiting for a second administrator',
    },
    passwordChange: adminTexts.passwordChange,
    settings: adminTexts.settings,
  },
};

export default catalogue;
