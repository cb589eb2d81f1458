import type { FastifyInstance } from 'fastify';
import { isAppError } from '../../http/app-error';
import { recordSecurityEvent } from './record-security-event';

/**
 * Every refused call (403 FORBIDDEN: a member on an admin call, an admin on a member-only one) is
 * a security event naming the account, the route and the source. Registered where the app is
 * assembled, before the features, so it sees every route.
 */
export function registerAccessDeniedEvents(app: FastifyInstance) {
  app.addHook('onError', async (request, _reply, error) => {
    if (!isAppError(error) || error.code !== 'FORBIDDEN') return;
    try {
      await recordSecurityEvent(app.ctx.db, {
        type: 'access.denied',
        userId: request.auth?.userId ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        details: { method: request.method, route: request.routeOptions.url ?? null },
        at: app.ctx.now(),
      });
    } catch (err) {
      request.log.error({ err }, 'security event not recorded');
    }
  });
}
