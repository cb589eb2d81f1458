import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Auth } from '../../http/auth';
import { recordActivity } from '../activity';
import { sessions } from './accounts.tables';
import type { AccountsDeps } from './accounts-deps';
import { useEndSessionsToken } from './known-devices';
import { revokeSessions } from './sessions';
import { describeUserAgent } from './user-agent';

type Deps = Pick<AccountsDeps, 'db' | 'now'>;

/** `GET /users/sessions`: the account's live sessions, the caller's marked `current`, newest first. */
export async function listAccountSessions(deps: Deps, auth: Auth) {
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(100);
  return {
    sessions: rows.map((row) => ({
      _id: row.id,
      current: row.id === auth.sessionId,
      ...describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt ?? row.createdAt,
      expiresAt: row.expiresAt,
    })),
  };
}

/** `DELETE /users/sessions/:id`: one of the account's own live sessions (another's is not found). */
export async function endAccountSession(deps: Deps, auth: Auth, sessionId: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, auth.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new AppError('SESSION_NOT_FOUND');
    await recordActivity(tx, {
      userId: auth.userId,
      type: 'security',
      details: { event: 'session-ended', current: sessionId === auth.sessionId },
      at: now,
    });
  });
}

/** `POST /users/sessions/end-others`: every session but the caller's. */
export async function endOtherSessions(deps: Deps, auth: Auth) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ended = await revokeSessions({ db: tx, now: () => now }, auth.userId, { except: auth.sessionId });
    await recordActivity(tx, {
      userId: auth.userId,
      type: 'security',
      details: { event: 'other-sessions-ended', ended },
      at: now,
    });
    return { ended };
  });
}

/** `POST /users/sessions/end-all`: the new-device e-mail's link ends every session of its account. */
export async function endAllSessionsByLink(deps: Deps, token: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const userId = await useEndSessionsToken(tx, token, now);
    if (!userId) throw new AppError('SESSIONS_LINK_INVALID');
    const ended = await revokeSessions({ db: tx, now: () => now }, userId);
    await recordActivity(tx, {
      userId,
      type: 'security',
      details: { event: 'all-sessions-ended-by-link', ended },
      at: now,
    });
    return { ended };
  });
}
