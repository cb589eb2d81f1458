import type { SecurityEventType } from '@app/contract';
import { and, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../infra/db/client';
import { offsetOf, pageInfo } from '../../shared/paging';
import { users } from '../users/users.tables';
import { securityEvents } from './security-events.tables';

export interface SecurityEventFilter {
  type?: SecurityEventType | undefined;
  /** The account's e-mail, userId or _id, or the e-mail typed for no account. */
  account?: string | undefined;
  /** Exact address, or a prefix ending in '.' or ':'. */
  ip?: string | undefined;
  /** Days, UTC, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The columns a list page and the CSV read, in this order. */
export const securityEventColumns = {
  id: securityEvents.id,
  type: securityEvents.type,
  email: securityEvents.email,
  ip: securityEvents.ip,
  userAgent: securityEvents.userAgent,
  details: securityEvents.details,
  createdAt: securityEvents.createdAt,
  accountId: users.id,
  accountUserId: users.userId,
  accountEmail: users.email,
  accountFirstName: users.firstName,
  accountLastName: users.lastName,
};

export type SecurityEventRow = {
  id: number | string;
  type: string;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
  details: unknown;
  createdAt: Date;
  accountId: string | null;
  accountUserId: string | null;
  accountEmail: string | null;
  accountFirstName: string | null;
  accountLastName: string | null;
};

const DAY_MS = 86_400_000;

export function securityEventWhere(filter: SecurityEventFilter): SQL | undefined {
  const { type, account, ip, from, to } = filter;
  const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');
  return and(
    type ? eq(securityEvents.type, type) : undefined,
    account
      ? or(
          sql`${users.id}::text = ${account}`,
          eq(users.userId, account),
          sql`lower(${users.email}) = lower(${account})`,
          eq(securityEvents.email, account.toLowerCase()),
        )
      : undefined,
    ip
      ? /[.:]$/.test(ip)
        ? like(securityEvents.ip, `${escaped(ip.toLowerCase())}%`)
        : eq(securityEvents.ip, ip.toLowerCase())
      : undefined,
    from ? gte(securityEvents.createdAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(securityEvents.createdAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
}

/** Every event matching the filters, newest first, with its account (no paging: the CSV). */
export const securityEventsSelect = (db: DbOrTx, filter: SecurityEventFilter) =>
  db
    .select(securityEventColumns)
    .from(securityEvents)
    .leftJoin(users, eq(users.id, securityEvents.userId))
    .where(securityEventWhere(filter))
    .orderBy(desc(securityEvents.id));

export function toSecurityEvent(r: SecurityEventRow) {
  return {
    _id: String(r.id),
    type: r.type as SecurityEventType,
    account:
      r.accountId === null
        ? null
        : {
            _id: r.accountId,
            userId: r.accountUserId ?? '',
            email: r.accountEmail ?? '',
            name: `${r.accountFirstName ?? ''} ${r.accountLastName ?? ''}`.trim(),
          },
    email: r.email,
    ipAddress: r.ip,
    userAgent: r.userAgent,
    details: (r.details ?? null) as Record<string, unknown> | null,
    createdAt: r.createdAt,
  };
}

/**
 * A page of security events, newest first, and its total from one snapshot (an event recorded
 * meanwhile cannot set the pager apart from the page).
 */
export async function listSecurityEvents(
  db: DbOrTx,
  query: SecurityEventFilter & { page: number; limit: number },
  between: BetweenReads = {},
) {
  const where = securityEventWhere(query);
  const [rows, [total]] = await readPageInSnapshot(
    db,
    {
      page: (tx) =>
        securityEventsSelect(tx, query).limit(query.limit).offset(offsetOf(query.page, query.limit)),
      rest: (tx) =>
        tx
          .select({ n: count() })
          .from(securityEvents)
          .leftJoin(users, eq(users.id, securityEvents.userId))
          .where(where),
    },
    between,
  );
  return {
    securityEvents: rows.map(toSecurityEvent),
    pagination: pageInfo(query.page, query.limit, total?.n ?? 0),
  };
}
