// User reports: built from the accounts, the ledger, the network and the activity log.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { auditReadAccess } from '../../settings';
import { getUserReport } from './get-user-report';
import { listUserReports } from './list-user-reports';

export async function adminReportRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerEndpoint(app, endpoints.userReports, ({ query }) => listUserReports(ctx, query));

  registerEndpoint(app, endpoints.userReport, async ({ params, requireAuth, request }) => {
    const report = await getUserReport(ctx, params.id);
    await auditReadAccess(ctx.db, {
      actorId: requireAuth().userId,
      action: 'user.report.view',
      target: { type: 'user', id: params.id },
      ip: request.ip,
      at: ctx.now(),
    });
    return report;
  });
}
