import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { API_PREFIX } from '../../http/register-endpoint';

/**
 * Calls that stay open while the platform is under maintenance: the health check, the API docs,
 * the development mailbox and sign-in (so an admin can sign in and switch it off again).
 */
const OPEN_DURING_MAINTENANCE = [/^\/health$/, /^\/docs(\/.*)?$/, /^\/dev\/mailbox$/, /^\/users\/login$/];

/**
 * Maintenance mode (admin setting `systemMaintenanceMode`): every other API call by anyone who is
 * not a signed-in admin answers 503 MAINTENANCE_MODE (members see the banner); admins carry on.
 * Runs before the route's own checks, so it also answers anonymous calls and ends nothing.
 */
export function registerMaintenanceMode(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const path = apiPath(request);
    if (path === null || OPEN_DURING_MAINTENANCE.some((open) => open.test(path))) return;
    const { systemMaintenanceMode } = await app.settingsCache.get();
    if (!systemMaintenanceMode) return;
    await app.authenticate(request);
    if (request.auth?.isAdmin) return;
    throw new AppError('MAINTENANCE_MODE', { headers: { 'retry-after': '300' } });
  });
}

/**
 * The matched route's pattern below /api (`/users/admin/:id`), or the raw path when no route
 * matched; null for the web app's paths.
 */
function apiPath(request: FastifyRequest): string | null {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return null;
  return path.slice(API_PREFIX.length).replace(/\/+$/, '') || '/';
}
