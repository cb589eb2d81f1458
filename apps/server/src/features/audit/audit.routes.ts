// The audit log: read-only for admins (no route changes it; the table refuses it too).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { listAuditLog } from './list-audit-log';

export async function auditRoutes(app: FastifyInstance) {
  // Reads only: on a read replica when one is in step (ADR 0017).
  registerEndpoint(app, endpoints.auditLog, ({ query, auth }) => listAuditLog(app.ctx.forRead(auth), query));
}
