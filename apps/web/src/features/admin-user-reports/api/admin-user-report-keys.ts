/** Query keys of the user reports list and one user's report. */
export const adminUserReportKeys = {
  all: ['admin-user-reports'] as const,
  list: (query: object) => [...adminUserReportKeys.all, 'list', query] as const,
  report: (id: string) => [...adminUserReportKeys.all, 'report', id] as const,
};
