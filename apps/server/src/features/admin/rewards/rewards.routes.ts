// Admin rewards list (reward distribution).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { listAdminRewards } from './list-admin-rewards';

export async function adminRewardRoutes(app: FastifyInstance) {
  // Reads only: on a read replica when one is in step (ADR 0017).
  registerEndpoint(app, endpoints.adminRewards, ({ query, auth }) =>
    listAdminRewards(app.ctx.forRead(auth), query),
  );
}
