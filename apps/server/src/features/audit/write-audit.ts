import type { DbOrTx } from '../../infra/db/client';
import { auditLog } from './audit.tables';

export interface AuditInput {
  /** users.id of the admin who acted; null for the system (jobs, command-line tasks). */
  actorId: string | null;
  /** Dotted verb: 'user.status.update', 'user.delete', 'settings.update', 'withdrawal.approve', ... */
  action: string;
  target: { type: string; id: string | null };
  /** The state before and after, as plain JSON; never passwords, tokens or erased personal data. */
  before?: unknown;
  after?: unknown;
  /** The caller's address (request.ip). */
  ip?: string | null;
  /** When; the database's clock by default (tests pass their clock). */
  at?: Date;
}

/**
 * Writes one audit-log entry. Call it inside the transaction of the action it records, so an
 * action and its entry commit or roll back together. The table refuses UPDATE, DELETE and
 * TRUNCATE (a trigger): entries can only be added.
 */
export async function writeAudit(tx: DbOrTx, input: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    before: toJson(input.before),
    after: toJson(input.after),
    ip: input.ip ?? null,
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

/** Dates and bigints as text; undefined as SQL null. */
const toJson = (value: unknown): unknown =>
  value === undefined
    ? null
    : JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
