import { type Access, endpoints, STEP_UP_MAX_AGE_MINUTES } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who is calling: set from a valid Bearer token naming a live session, else null. */
export interface Auth {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** The account's password was generated and printed: only changing it is allowed (issue 21). */
  passwordChangeRequired?: boolean;
  /**
   * When this session last proved the account's second factor, or null: an admin session
   * without one may not make admin calls (TWO_FACTOR_REQUIRED), and admin decisions need one
   * within STEP_UP_MAX_AGE_MINUTES (ADR 0011).
   */
  secondFactorAt: Date | null;
  /** When the member last made a change, if they did (read replicas' read-your-writes, ADR 0017). */
  wroteAt?: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** Reads the Bearer token (if any) into `request.auth`. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * A route's own session check, exactly as strict as `authenticate`'s, that reads one more
     * value about the caller in the same statement (ADR 0025): `read(callerId)` is a scalar
     * subquery over the caller's id; `name` names the prepared statement. Give `authenticate` to
     * registerEndpoint; `read(request)` is the value, undefined when no live session was found.
     */
    sessionCheckReading<R>(name: string, read: (callerId: SQL) => SQL<R>): SessionCheckReading<R>;
  }
}

/** Checks a token: signature, expiry, and that its session and user are still live. */
export type VerifySessionToken = (token: string) => Promise<Auth | null>;

/** The same check, reading one more value about the caller in the same statement. */
export type SessionCheck<R> = (token: string) => Promise<{ auth: Auth; read: R } | null>;
export type VerifySessionTokenWith = <R>(name: string, read: (callerId: SQL) => SQL<R>) => SessionCheck<R>;

export interface SessionCheckReading<R> {
  authenticate(request: FastifyRequest): Promise<void>;
  read(request: FastifyRequest): R | undefined;
}

export function registerAuth(
  app: FastifyInstance,
  verify: VerifySessionToken,
  verifyWith: VerifySessionTokenWith,
) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    request.auth = token ? await verify(token) : null;
  });
  app.decorate('sessionCheckReading', <R>(name: string, read: (callerId: SQL) => SQL<R>) =>
    sessionCheckReading(verifyWith(name, read)),
  );
}

/**
 * A route's own session check (registerEndpoint's `authenticate` option) from `check`, exactly as
 * strict as `app.authenticate`'s, that reads one more thing about the caller in the same statement
 * (ADR 0025); `read(request)` gives it back to the handler, undefined when no live session was found.
 */
export function sessionCheckReading<R>(check: SessionCheck<R>): SessionCheckReading<R> {
  const reads = new WeakMap<FastifyRequest, R>();
  return {
    authenticate: async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const checked = token ? await check(token) : null;
      request.auth = checked?.auth ?? null;
      if (checked) reads.set(request, checked.read);
    },
    read: (request: FastifyRequest): R | undefined => reads.get(request),
  };
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The refusal of a call that needs a session and has none: with no token at all the caller is
 * asked to sign in (AUTHENTICATION_REQUIRED); a token that opens no session has expired or been
 * ended (UNAUTHORIZED).
 */
export const notSignedIn = (request: FastifyRequest): AppError =>
  new AppError(bearerToken(request.headers.authorization) ? 'UNAUTHORIZED' : 'AUTHENTICATION_REQUIRED');

/**
 * The contract's access levels. A bad or ended token counts as anonymous, so on public calls
 * (login with a stale stored token) it is simply ignored.
 */
export function requireAccess(access: Access, request: FastifyRequest): void {
  if (access === 'public') return;
  const { auth } = request;
  if (!auth) throw notSignedIn(request);
  if (access === 'member' && auth.isAdmin) throw new AppError('FORBIDDEN', { detail: 'Members only' });
  if (access === 'admin' && !auth.isAdmin) throw new AppError('FORBIDDEN', { detail: 'Administrators only' });
  if (auth.passwordChangeRequired && !OPEN_BEFORE_PASSWORD_CHANGE.has(request.routeOptions.url ?? '')) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
  // An admin session that has not proved a second factor is enrolment-only (issue 14): every
  // admin call waits; the account's own calls (profile, two-factor enrolment, sign-out) stay open.
  if (access === 'admin' && !auth.secondFactorAt) throw new AppError('TWO_FACTOR_REQUIRED');
}

/**
 * Admin step-up (issue 14): a decision needs the session's second factor checked within the last
 * STEP_UP_MAX_AGE_MINUTES; otherwise STEP_UP_REQUIRED and nothing happens (the web app asks for a
 * code, calls the step-up and tries again).
 */
export function requireRecentSecondFactor(auth: Auth | null, now: Date): void {
  const checkedAt = auth?.secondFactorAt;
  if (!checkedAt || now.getTime() - checkedAt.getTime() > STEP_UP_MAX_AGE_MINUTES * 60_000) {
    throw new AppError('STEP_UP_REQUIRED');
  }
}

/**
 * What a session whose password must be changed may call: the change itself, and what the web app
 * needs to get there (who is signed in, in which language) or out (sign out). Everything else:
 * PASSWORD_CHANGE_REQUIRED.
 */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set(
  [endpoints.changePassword, endpoints.getProfile, endpoints.logout, endpoints.setLanguage].map(
    (e) => `/api${e.path}`,
  ),
);
