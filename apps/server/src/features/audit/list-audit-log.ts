import { aliasedTable, and, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../infra/db/client';
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

/** The target user of an entry older than the snapshot columns: a 'user' target's live row. */
const targetUsers = aliasedTable(users, 'target_users');
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const targetUserKey = sql`coalesce(${auditLog.targetUserId}, CASE WHEN ${auditLog.targetType} = 'user' AND ${auditLog.targetId} ~ ${UUID} THEN ${auditLog.targetId}::uuid END)`;

/**
 * Who and whom, by name and e-mail as the entry recorded them (write-audit.ts), so renaming or
 * deleting an account changes no entry; entries older than that record are shown with the
 * account as it is now.
 */
const people = {
  actorName: sql<
    string | null
  >`coalesce(${auditLog.actorName}, ${users.firstName} || ' ' || ${users.lastName})`,
  actorEmail: sql<string | null>`coalesce(${auditLog.actorEmail}, ${users.email})`,
  actorPublicId: sql<string | null>`coalesce(${auditLog.actorPublicId}, ${users.userId})`,
  targetUserId: sql<string | null>`${targetUserKey}`,
  targetUserName: sql<
    string | null
  >`coalesce(${auditLog.targetUserName}, ${targetUsers.firstName} || ' ' || ${targetUsers.lastName})`,
  targetUserEmail: sql<string | null>`coalesce(${auditLog.targetUserEmail}, ${targetUsers.email})`,
  targetUserPublicId: sql<string | null>`coalesce(${auditLog.targetUserPublicId}, ${targetUsers.userId})`,
};

/**
 * A page of the audit log, newest first, naming its actor and target user, and its total from one
 * snapshot (an entry written meanwhile cannot set the pager apart from the page).
 */
export async function listAuditLog(db: DbOrTx, query: AuditLogQuery, between: BetweenReads = {}) {
  const where = and(...conditions(query));
  const [rows, [total]] = await readPageInSnapshot(
    db,
    {
      page: (tx) =>
        tx
          .select({
            id: auditLog.id,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            before: auditLog.before,
            after: auditLog.after,
            ip: auditLog.ip,
            createdAt: auditLog.createdAt,
            actorId: auditLog.actorId,
            ...people,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .leftJoin(targetUsers, eq(targetUsers.id, targetUserKey))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit)),
      rest: (tx) =>
        tx
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .leftJoin(targetUsers, eq(targetUsers.id, targetUserKey))
          .where(where),
    },
    between,
  );
  return {
    auditLogs: rows.map((r) => ({
      _id: String(r.id),
      actor:
        r.actorId === null
          ? null
          : {
              _id: r.actorId,
              userId: r.actorPublicId ?? '',
              email: r.actorEmail ?? '',
              name: (r.actorName ?? '').trim(),
            },
      action: r.action,
      target: {
        type: r.targetType ?? '',
        id: r.targetId,
        user:
          r.targetUserId === null
            ? null
            : {
                _id: r.targetUserId,
                userId: r.targetUserPublicId ?? '',
                email: r.targetUserEmail ?? '',
                name: (r.targetUserName ?? '').trim(),
              },
      },
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
          sql`${auditLog.actorId}::text = ${actor}`,
          sql`${people.actorPublicId} = ${actor}`,
          sql`lower(${people.actorEmail}) = lower(${actor})`,
          sql`lower(${users.email}) = lower(${actor})`,
        )
      : undefined,
    targetType ? eq(auditLog.targetType, targetType) : undefined,
    targetId ? eq(auditLog.targetId, targetId) : undefined,
    search
      ? or(
          ilike(people.actorName, containsPattern(search)),
          ilike(people.actorEmail, containsPattern(search)),
          ilike(people.actorPublicId, containsPattern(search)),
          ilike(people.targetUserName, containsPattern(search)),
          ilike(people.targetUserEmail, containsPattern(search)),
          ilike(people.targetUserPublicId, containsPattern(search)),
          ilike(auditLog.targetId, containsPattern(search)),
          ilike(auditLog.action, containsPattern(search)),
        )
      : undefined,
  ];
}
