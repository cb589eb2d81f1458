// Admin rewards list (reward distribution).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { listAdminRewards } from './list-admin-rewards';

export async function adminRewardRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.adminRewards, ({ query }) => listAdminRewards(app.ctx.db, query));
}
