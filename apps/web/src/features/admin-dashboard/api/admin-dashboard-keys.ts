/** Query keys of the admin dashboard. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  overallStats: () => [...adminDashboardKeys.all, 'overall-stats'] as const,
  charts: (days: number) => [...adminDashboardKeys.all, 'charts', days] as const,
};
