import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { API_PREFIX } from '../../http/register-endpoint';

/**
 * Calls that stay open while the platform is under maintenance (issue 19, server README):
 * - the health check (load balancers keep the instance; it says `maintenance: true`), the
 *   product's name and fee for the web app (`/platform`), the API docs and the development mailbox;
 * - sign-in and its second step, which themselves let admins in and answer members
 *   MAINTENANCE_MODE (login.ts, two-factor's login-challenge.ts);
 * - what a member cannot wait for: verifying the e-mail (a link expires in 24 h) and resetting a
 *   forgotten password (a link expires in 1 h), and asking for those e-mails again.
 * Registration stays closed: a new member could not use the platform anyway.
 */
const OPEN_DURING_MAINTENANCE = [
  /^\/health$/,
  /^\/platform$/,
  /^\/docs(\/.*)?$/,
  /^\/dev\/mailbox$/,
  /^\/users\/login(\/two-factor)?$/,
  /^\/users\/(verify-email|send-verification-email|resend-verification-email|forgot-password|reset-password)$/,
];

/** How long clients are asked to wait before trying again (Retry-After, seconds). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/** MAINTENANCE_MODE with its Retry-After. */
export const maintenanceError = () =>
  new AppError('MAINTENANCE_MODE', { headers: { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) } });

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
    throw maintenanceError();
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
