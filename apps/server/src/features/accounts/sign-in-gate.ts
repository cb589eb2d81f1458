import type { TwoFactorMethod } from '@app/contract';
import type { UserRow } from '../users/users.tables';
import type { SessionMeta } from './sessions';

/**
 * What `POST /users/login` hands out instead of a session when the account has a second factor:
 * a single-use challenge for the second step (features/two-factor).
 */
export interface SignInChallenge {
  requiresTwoFactor: true;
  challengeToken: string;
  expiresAt: Date;
  methods: TwoFactorMethod[];
}

export type SignInGateHandler = (
  user: UserRow,
  meta: SessionMeta,
  now: Date,
) => Promise<SignInChallenge | null>;

/**
 * The seam between the password and the session (ADR 0011): accounts asks the gate after the
 * password and the account's state are right; a higher feature (two-factor) answers with a
 * challenge, or null to sign in at once. Made once per app (app.ts decorates `app.signInGate`);
 * passkeys and an admin enrolment requirement plug in here without touching login.
 */
export function createSignInGate() {
  let handler: SignInGateHandler | null = null;
  return {
    use(next: SignInGateHandler) {
      if (handler) throw new Error('the sign-in gate already has a handler');
      handler = next;
    },
    async challenge(user: UserRow, meta: SessionMeta, now: Date): Promise<SignInChallenge | null> {
      return handler ? handler(user, meta, now) : null;
    },
  };
}
export type SignInGate = ReturnType<typeof createSignInGate>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Asked by sign-in after the password; two-factor answers with a challenge. */
    signInGate: SignInGate;
  }
}
