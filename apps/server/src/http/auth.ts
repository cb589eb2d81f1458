import { type Access, endpoints } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who is calling: set from a valid Bearer token naming a live session, else null. */
export interface Auth {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** The account's password was generated and printed: only changing it is allowed (issue 21). */
  passwordChangeRequired?: boolean;
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
