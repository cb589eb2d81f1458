import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { auditLog } from './audit.tables';

/** A person as the audit log keeps them: as they were when the entry was written. */
export interface AuditPerson {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface AuditInput {
  /** users.id of the admin who acted; null for the system (jobs, command-line tasks). */
  actorId: string | null;
  /** Dotted verb: 'user.status.update', 'user.delete', 'settings.update', 'withdrawal.approve', ... */
  action: string;
  target: { type: string; id: string | null };
  /**
   * The person the action concerns when the target is not a user (a withdrawal's member): their
   * users.id. A 'user' target is that user. Give the whole row, as it was, when the action
   * erases it (deletion), so the entry keeps who it was.
   */
  targetUser?: { id: string } | AuditPerson;
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
  const { actor, targetUser } = await peopleOf(tx, input);
  await tx.insert(auditLog).values({
    actorId: input.actorId,
    actorName: actor ? fullName(actor) : null,
    actorEmail: actor?.email ?? null,
    actorPublicId: actor?.userId ?? null,
    targetUserId: targetUser?.id ?? null,
    targetUserName: targetUser ? fullName(targetUser) : null,
    targetUserEmail: targetUser?.email ?? null,
    targetUserPublicId: targetUser?.userId ?? null,
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

const fullName = (p: AuditPerson) => `${p.firstName} ${p.lastName}`.trim();

/** The actor and the target user as they are now, in the entry's transaction (one read). */
async function peopleOf(tx: DbOrTx, input: AuditInput) {
  const given = input.targetUser && 'email' in input.targetUser ? input.targetUser : null;
  const targetUserId =
    input.targetUser?.id ?? (input.target.type === 'user' && input.target.id ? input.target.id : null);
  const wanted = [input.actorId, given ? null : targetUserId].filter((id): id is string => id !== null);
  const rows: AuditPerson[] =
    wanted.length === 0
      ? []
      : await tx
          .select({
            id: users.id,
            userId: users.userId,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, wanted));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    actor: input.actorId ? byId.get(input.actorId) : undefined,
    targetUser: given ?? (targetUserId ? byId.get(targetUserId) : undefined),
  };
}
