// Admin users: the list, one user's detail, status changes and deletion.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { auditReadAccess } from '../../settings';
import { deleteUser } from './delete-user';
import { getAdminUser } from './get-admin-user';
import { listAdminUsers } from './list-admin-users';
import { updateUserStatus } from './update-user-status';

export async function adminUserRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerEndpoint(app, endpoints.adminUsers, ({ query }) => listAdminUsers(ctx, query));

  registerEndpoint(app, endpoints.adminUser, async ({ params, query, requireAuth, request }) => {
    const detail = await getAdminUser(ctx, params.id, query);
    await auditReadAccess(ctx.db, {
      actorId: requireAuth().userId,
      action: 'user.view',
      target: { type: 'user', id: params.id },
      ip: request.ip,
      at: ctx.now(),
    });
    return detail;
  });

  // Both need a fresh second-factor check (step-up, ADR 0011).
  registerEndpoint(
    app,
    endpoints.updateUserStatus,
    ({ params, body, requireAuth, request }) =>
      updateUserStatus(
        ctx,
        { id: params.id, status: body.status },
        { userId: requireAuth().userId, ip: request.ip },
      ),
    { stepUp: true },
  );

  registerEndpoint(
    app,
    endpoints.deleteUser,
    ({ params, requireAuth, request }) =>
      deleteUser(ctx, params.id, { userId: requireAuth().userId, ip: request.ip }),
    { stepUp: true },
  );
}
