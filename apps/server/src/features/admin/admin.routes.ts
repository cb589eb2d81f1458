// The admin area's calls (admin section 7 and issue 7), one plugin per screen's group, and the
// CSV exports (the members' own too).
import type { FastifyInstance } from 'fastify';
import { adminDashboardRoutes } from './dashboard/dashboard.routes';
import { exportRoutes } from './exports/exports.routes';
import { adminReportRoutes } from './reports/reports.routes';
import { adminRewardRoutes } from './rewards/rewards.routes';
import { adminSystemRoutes } from './system/system.routes';
import { adminUserRoutes } from './users/users.routes';

export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminDashboardRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminRewardRoutes);
  await app.register(adminSystemRoutes);
  await app.register(exportRoutes);
}
