// Admin dashboard: the six cards, recent lists and the charts.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { adminCharts } from './charts';
import { overallStats } from './overall-stats';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerEndpoint(app, endpoints.overallStats, () => overallStats(ctx));
  registerEndpoint(app, endpoints.adminCharts, ({ query }) => adminCharts(ctx, query.days));
}
