/** Query keys of the admin dashboard. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  overallStats: () => [...adminDashboardKeys.all, 'overall-stats'] as const,
  charts: (days: number) => [...adminDashboardKeys.all, 'charts', days] as const,
  /** The payout wallet's funds and limits (issue 15): payouts and the payout settings change it. */
  payoutWallet: () => [...adminDashboardKeys.all, 'payout-wallet'] as const,
};
