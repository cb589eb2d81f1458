// Settings screen's System Overview: live figures.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../http/register-endpoint';
import { systemOverview } from './system-overview';

export async function adminSystemRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerEndpoint(app, endpoints.systemOverview, () =>
    systemOverview({ db: ctx.db, now: ctx.now, dataDir: ctx.config.dataDir }),
  );
}
