import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_SECONDS } from '@app/contract';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Auth } from '../../http/auth';
import type { Db, DbOrTx } from '../../infra/db/client';
import { sessions } from '../accounts/accounts.tables';
import { users } from '../users/users.tables';
import { liveStreamTickets } from './live.tables';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket, 'utf8').digest('hex');

/**
 * `POST /events/ticket`: a random ticket for the caller's session, valid LIVE_TICKET_SECONDS and
 * for one stream; only its hash is stored.
 */
export async function createStreamTicket(deps: { db: DbOrTx; now: () => Date }, auth: Auth) {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + LIVE_TICKET_SECONDS * 1000);
  await deps.db
    .insert(liveStreamTickets)
    .values({ tokenHash: hashTicket(ticket), sessionId: auth.sessionId, expiresAt });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** Who a stream belongs to, and until when its session lasts. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  sessionExpiresAt: Date;
}

/**
 * Uses a ticket: it is deleted whatever follows (single use), and opens a stream only while it is
 * unexpired and its session live (not revoked, not expired, the account ACTIVE and not deleted; a
 * session whose password must be changed opens none). Null otherwise.
 */
export async function redeemStreamTicket(
  deps: { db: Db; now: () => Date },
  ticket: string,
): Promise<StreamOwner | null> {
  const now = deps.now();
  const [used] = await deps.db
    .delete(liveStreamTickets)
    .where(eq(liveStreamTickets.tokenHash, hashTicket(ticket)))
    .returning({ sessionId: liveStreamTickets.sessionId, expiresAt: liveStreamTickets.expiresAt });
  if (!used || used.expiresAt <= now) return null;
  const [owner] = await deps.db
    .select({
      userId: sessions.userId,
      sessionId: sessions.id,
      isAdmin: users.isAdmin,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, used.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        eq(users.status, 'ACTIVE'),
        eq(users.mustChangePassword, false),
      ),
    );
  return owner ?? null;
}

/** Of these sessions, the ones still live (one query for every open stream of the instance). */
export async function liveSessions(db: DbOrTx, sessionIds: string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Tickets never used: gone a minute after they expired (any instance may run it). */
export async function deleteExpiredStreamTickets(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(liveStreamTickets)
    .where(
      lt(liveStreamTickets.expiresAt, sql`${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`),
    );
}
