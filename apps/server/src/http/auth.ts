import { type Access, endpoints, STEP_UP_MAX_AGE_MINUTES } from '@app/contract';
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
  }
}

/** Checks a token: signature, expiry, and that its session and user are still live. */
export type VerifySessionToken = (token: string) => Promise<Auth | null>;

export function registerAuth(app: FastifyInstance, verify: VerifySessionToken) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    request.auth = token ? await verify(token) : null;
  });
}

/** The token of an `Authorization: Bearer <token>` header, if the header is one. */
export function bearerToken(header: string | undefined): string | undefined {
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
