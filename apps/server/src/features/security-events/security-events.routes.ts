// Security events: read-only for admins (no route changes them; the table refuses it too).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { auditReadAccess } from '../settings';
import { listSecurityEvents } from './list-security-events';

export async function securityEventsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerEndpoint(app, endpoints.securityEvents, async ({ query, requireAuth, request }) => {
    // Addresses and e-mails of people: read like one person's data (the "Audit Logs" setting).
    const { page, limit, ...filters } = query;
    await auditReadAccess(ctx.db, {
      actorId: requireAuth().userId,
      action: 'security_events.read',
      target: { type: 'security_events', id: filters.account ?? filters.ip ?? 'all' },
      ip: request.ip,
      at: ctx.now(),
    });
    // Reads only: on a read replica when one is in step (ADR 0017); the audit above stays on the primary.
    return listSecurityEvents(ctx.forRead(request.auth), { page, limit, ...filters });
  });
}
