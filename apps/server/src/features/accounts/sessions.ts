import { eraseKnownSources } from './sign-in-throttle';
import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Auth } from '../../http/auth';
import type { DbOrTx } from '../../infra/db/client';
import { preparedQuery } from '../../infra/db/prepared-query';
import { readSetting } from '../settings';
import { sessions } from './accounts.tables';
import { type UserRow, users } from '../users/users.tables';
import { readSessionToken, signSessionToken } from './session-token';

export interface SessionDeps {
  db: DbOrTx;
  jwtKey: Uint8Array;
  now: () => Date;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The device cookie the browser sent (known-devices.ts), if any. */
  deviceId?: string | undefined;
}

/**
 * Opens a session row and signs its token. Its lifetime is the "session timeout" setting as it
 * is at sign-in; changing the setting affects new sessions.
 */
export async function createSession(
  deps: SessionDeps,
  user: { id: string },
  meta: SessionMeta = {},
  options: { secondFactorAt?: Date } = {},
) {
  const createdAt = deps.now();
  const minutes = await readSetting(deps.db, 'sessionTimeout');
  const expiresAt = new Date(createdAt.getTime() + minutes * 60_000);
  const [row] = await deps.db
    .insert(sessions)
    .values({
      userId: user.id,
      createdAt,
      expiresAt,
      lastSeenAt: createdAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      secondFactorAt: options.secondFactorAt ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  const token = signSessionToken(deps.jwtKey, { userId: user.id, sessionId: row.id }, createdAt, expiresAt);
  return { sessionId: row.id, token, expiresAt };
}

/** The session proved the account's second factor now (enrolment, step-up; ADR 0011). */
export async function markSecondFactorChecked(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
}

/**
 * The account has no second factor any more: none of its sessions counts as checked (an admin's
 * become enrolment-only again).
 */
export async function forgetSecondFactorChecks(db: DbOrTx, userId: string): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}

/** Ends one session (Sign Out): its token is refused from now on. */
export async function endSession(deps: Pick<SessionDeps, 'db' | 'now'>, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, or every one but `except` (the caller's own). */
export async function revokeSessions(
  deps: Pick<SessionDeps, 'db' | 'now'>,
  userId: string,
  options: { except?: string } = {},
): Promise<number> {
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.except ? ne(sessions.id, options.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** A deleted member's sessions keep no address or browser (ADR 0007). */
export async function eraseSessionDetails(db: DbOrTx, userId: string): Promise<void> {
  await db.update(sessions).set({ ip: null, userAgent: null }).where(eq(sessions.userId, userId));
  await eraseKnownSources(db, userId);
}

/**
 * The caller behind a token, or null: the signature and expiry must hold AND the session row must
 * be live (not revoked, not expired) AND the account must be ACTIVE and not deleted.
 */
export async function verifySessionToken(deps: SessionDeps, token: string): Promise<Auth | null> {
  return (await checkSession(deps, token, liveSessionQuery))?.auth ?? null;
}

/**
 * verifySessionToken's check, exactly as strict (same claims, same statement conditions), that
 * reads the caller's account row in the same statement: for a call whose first query would be
 * that row (the profile), one round trip to PostgreSQL instead of two (ADR 0025).
 */
export async function verifySessionWithAccount(
  deps: SessionDeps,
  token: string,
): Promise<{ auth: Auth; read: UserRow } | null> {
  const checked = await checkSession(deps, token, liveSessionAccountQuery);
  return checked ? { auth: checked.auth, read: checked.row.account } : null;
}

/**
 * A session check exactly as strict as verifySessionToken's (same claims, same statement
 * conditions, same code) that reads one more value about the caller in the same statement:
 * `read(callerId)` is a scalar subquery over the caller's id (`sessions.user_id`), e.g. a JSON
 * object of sums. One round trip to PostgreSQL instead of two, for a call whose first read is
 * the caller's own and goes to the primary anyway (ADR 0025). `name` names the prepared statement.
 */
export function sessionCheckWith<Read>(name: string, read: (callerId: SQL) => SQL<Read>) {
  const query = preparedQuery((db) =>
    db
      .select({ ...liveSessionColumns, read: read(sql`${sessions.userId}`) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSessionConditions())
      .prepare(name),
  );
  return async (deps: SessionDeps, token: string): Promise<{ auth: Auth; read: Read } | null> => {
    const checked = await checkSession(deps, token, query);
    return checked ? { auth: checked.auth, read: checked.row.read } : null;
  };
}

interface LiveSessionRow {
  isAdmin: boolean;
  mustChangePassword: boolean;
  lastSeenAt: Date | null;
  secondFactorAt: Date | null;
  wroteAt: Date | null;
}

async function checkSession<Row extends LiveSessionRow>(
  deps: SessionDeps,
  token: string,
  query: (db: DbOrTx) => { execute(values: Record<string, unknown>): Promise<Row[]> },
): Promise<{ auth: Auth; row: Row } | null> {
  const now = deps.now();
  const claims = await readSessionToken(deps.jwtKey, token, now);
  if (!claims) return null;
  const [row] = await query(deps.db).execute({
    sessionId: claims.sessionId,
    userId: claims.userId,
    now,
  });
  if (!row) return null;
  // The sessions list's "last seen": written at most once a minute per session.
  if (!row.lastSeenAt || now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.sessionId));
  }
  const auth: Auth = {
    userId: claims.userId,
    sessionId: claims.sessionId,
    isAdmin: row.isAdmin,
    secondFactorAt: row.secondFactorAt,
  };
  if (row.wroteAt) auth.wroteAt = row.wroteAt;
  if (row.mustChangePassword) auth.passwordChangeRequired = true;
  return { auth, row };
}

const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Read-your-writes with read replicas (ADR 0017): the member just made a change, so their next
 * reads, on whichever instance and session, go to the primary for a while. Written on every live
 * session of the member before the write's answer leaves, and read back by the session check
 * that every call already makes on the primary, so no instance's memory is needed.
 */
export async function markMemberWrote(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ wroteAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
}

/** What makes a session live: its row not revoked or expired, its account ACTIVE and not deleted. */
const liveSessionConditions = () =>
  and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    isNull(users.deletedAt),
    eq(users.status, 'ACTIVE'),
  );

/** What every session check reads: the account's access and the session's marks. */
const liveSessionColumns = {
  isAdmin: users.isAdmin,
  mustChangePassword: users.mustChangePassword,
  lastSeenAt: sessions.lastSeenAt,
  secondFactorAt: sessions.secondFactorAt,
  wroteAt: sessions.wroteAt,
};

// Every authenticated request runs this check, so it is prepared (issue 8, docs/benchmarks.md);
// the check itself still runs on every request.
const liveSessionQuery = preparedQuery((db) =>
  db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionConditions())
    .prepare('verify_live_session'),
);

// The same check with the account's whole row (what usersRepository.findById reads).
const liveSessionAccountQuery = preparedQuery((db) =>
  db
    .select({ ...liveSessionColumns, account: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionConditions())
    .prepare('verify_live_session_account'),
);
