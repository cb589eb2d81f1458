// GET /api/health: liveness and database reachability, for load balancers and the start check.
import { endpoints } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';

export async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.health, async ({ request }) => {
    try {
      await app.ctx.db.execute(sql`SELECT 1`);
    } catch (err) {
      request.log.error({ err }, 'health: database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', {
        data: { status: 'degraded', database: 'down', version: app.ctx.version },
      });
    }
    // Maintenance leaves the instance healthy (load balancers must keep it): it is only said.
    const { systemMaintenanceMode } = await app.settingsCache.get();
    return {
      status: 'ok' as const,
      database: 'up' as const,
      maintenance: systemMaintenanceMode,
      version: app.ctx.version,
      ...(app.ctx.config.databaseRead ? { replicas: app.ctx.readReplicas() } : {}),
    };
  });
}
