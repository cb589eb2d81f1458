// Admin dashboard: the six cards, recent lists and the charts.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { adminCharts } from './charts';
import { overallStats } from './overall-stats';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Reads only: on a read replica when one is in step (ADR 0017).
  registerEndpoint(app, endpoints.overallStats, ({ auth }) =>
    overallStats({ ...ctx, db: ctx.forRead(auth) }),
  );
  registerEndpoint(app, endpoints.adminCharts, ({ query, auth }) =>
    adminCharts({ ...ctx, db: ctx.forRead(auth) }, query.days),
  );
}
