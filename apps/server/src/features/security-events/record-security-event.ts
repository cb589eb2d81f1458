import type { SecurityEventType } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import { securityEvents } from './security-events.tables';

export interface SecurityEventInput {
  type: SecurityEventType;
  /** users.id of the account concerned, when one is known. */
  userId?: string | null;
  /** Only for an account that does not exist: the e-mail that was typed (lower-cased here). */
  email?: string | null;
  /** The caller's address (request.ip) and browser. */
  ip?: string | null;
  userAgent?: string | null;
  /** Plain facts (reason, scope, retry seconds, route). Never a password, code or token. */
  details?: Record<string, unknown>;
  /** When; the database's clock by default (tests pass their clock). */
  at?: Date;
}

const MAX_USER_AGENT = 512;

/**
 * Writes one security event. Inside a change's transaction when there is one (a password change
 * and its event commit together); on its own for refusals, which roll nothing back. Entries can
 * only be added: the table refuses UPDATE, DELETE and TRUNCATE.
 */
export async function recordSecurityEvent(db: DbOrTx, input: SecurityEventInput): Promise<void> {
  await db.insert(securityEvents).values({
    type: input.type,
    userId: input.userId ?? null,
    email: input.userId ? null : (input.email?.toLowerCase() ?? null),
    ip: input.ip ?? null,
    userAgent: input.userAgent ? input.userAgent.slice(0, MAX_USER_AGENT) : null,
    details: input.details ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  });
}
