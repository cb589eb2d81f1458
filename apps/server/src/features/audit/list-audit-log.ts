import { and, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { offsetOf, pageInfo } from '../../shared/paging';
import { containsPattern } from '../../shared/search';
import { auditLog } from './audit.tables';

export interface AuditLogQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  action?: string | undefined;
  actor?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

/** A page of the audit log, newest first, with its actor's name. */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery) {
  const where = and(...conditions(query));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
        actorUserId: users.userId,
        actorEmail: users.email,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where),
  ]);
  return {
    auditLogs: rows.map((r) => ({
      _id: String(r.id),
      actor:
        r.actorUserId === null
          ? null
          : {
              userId: r.actorUserId,
              email: r.actorEmail ?? '',
              name: `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim(),
            },
      action: r.action,
      target: { type: r.targetType ?? '', id: r.targetId },
      before: r.before,
      after: r.after,
      createdAt: r.createdAt,
      ipAddress: r.ip,
    })),
    pagination: pageInfo(query.page, query.limit, total?.n ?? 0),
  };
}

function conditions(query: AuditLogQuery): (SQL | undefined)[] {
  const { search, action, actor, targetType, targetId } = query;
  return [
    action
      ? action.endsWith('.')
        ? like(auditLog.action, `${action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, action)
      : undefined,
    actor
      ? or(
          sql`${users.id}::text = ${actor}`,
          eq(users.userId, actor),
          sql`lower(${users.email}) = lower(${actor})`,
        )
      : undefined,
    targetType ? eq(auditLog.targetType, targetType) : undefined,
    targetId ? eq(auditLog.targetId, targetId) : undefined,
    search
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(search)),
          ilike(users.email, containsPattern(search)),
          ilike(users.userId, containsPattern(search)),
          ilike(auditLog.targetId, containsPattern(search)),
          ilike(auditLog.action, containsPattern(search)),
        )
      : undefined,
  ];
}
