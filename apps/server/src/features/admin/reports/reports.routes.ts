// User reports: built from the accounts, the ledger, the network and the activity log.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { auditReadAccess } from '../../settings';
import { getUserReport } from './get-user-report';
import { listUserReports } from './list-user-reports';

export async function adminReportRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Reads only: on a read replica when one is in step (ADR 0017); the audit stays on the primary.
  registerEndpoint(app, endpoints.userReports, ({ query, auth }) =>
    listUserReports({ ...ctx, db: ctx.forRead(auth) }, query),
  );

  registerEndpoint(app, endpoints.userReport, async ({ params, requireAuth, request, auth }) => {
    const report = await getUserReport({ ...ctx, db: ctx.forRead(auth) }, params.id);
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
