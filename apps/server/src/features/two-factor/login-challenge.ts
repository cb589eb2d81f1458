import { createHash, randomBytes } from 'node:crypto';
import {
  TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_TTL_MINUTES,
  type TwoFactorMethod,
} from '@app/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { completeSignIn, type SignInChallenge, type SignInDeps } from '../accounts';
import { maintenanceError, readSetting } from '../settings';
import { usersRepository } from '../users';
import type { UserRow } from '../users/users.tables';
import type { TwoFactorDeps } from './two-factor-deps';
import { assertionOptions } from './passkey-assertion';
import { loginChallenges } from './two-factor.tables';
import { type SecondFactorProof, secondFactorMethods, verifySecondFactor } from './verify-second-factor';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const CHALLENGE_MS = TWO_FACTOR_CHALLENGE_TTL_MINUTES * 60_000;

/**
 * The sign-in gate's answer (ADR 0011): an account with a second factor gets a random challenge
 * (only its hash is kept) instead of a session; others sign in at once.
 */
export async function issueLoginChallenge(
  db: DbOrTx,
  user: UserRow,
  now: Date,
): Promise<SignInChallenge | null> {
  const methods = await secondFactorMethods(db, user.id);
  if (methods.length === 0) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  // Challenges of the account that ended long ago are of no use to anyone.
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.userId, user.id), lt(loginChallenges.expiresAt, now)));
  await db
    .insert(loginChallenges)
    .values({ userId: user.id, tokenHash: sha256(token), createdAt: now, expiresAt });
  return { requiresTwoFactor: true, challengeToken: token, expiresAt, methods };
}

const liveChallenge = (tokenHash: string, now: Date) =>
  and(
    eq(loginChallenges.tokenHash, tokenHash),
    isNull(loginChallenges.usedAt),
    gt(loginChallenges.expiresAt, now),
    lt(loginChallenges.failedAttempts, TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS),
  );

/**
 * `POST /users/login/two-factor/passkey-options`: for a live sign-in challenge, the options to
 * answer it with one of the account's passkeys (a WebAuthn challenge of its own, 5 minutes).
 */
export async function passkeyLoginOptions(deps: TwoFactorDeps, challengeToken: string) {
  const now = deps.now();
  const [challenge] = await deps.db
    .select({ userId: loginChallenges.userId })
    .from(loginChallenges)
    .where(liveChallenge(sha256(challengeToken), now));
  if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  return assertionOptions(deps.db, { appUrl: deps.appUrl, userId: challenge.userId, now });
}

/**
 * `POST /users/login/two-factor` (a code) and `.../two-factor/passkey` (an assertion): a live
 * challenge (not used, not expired, fewer than 5 wrong codes) and a right code open the session, and the challenge is used up; a wrong code counts on
 * the challenge and towards the account's sign-in failures. Anything else about the challenge is
 * TWO_FACTOR_CHALLENGE_INVALID (sign in again).
 */
export async function completeTwoFactorLogin(
  deps: TwoFactorDeps,
  signIn: SignInDeps,
  input: { challengeToken: string; proof: SecondFactorProof },
  meta: Parameters<typeof completeSignIn>[2],
) {
  const now = deps.now();
  const live = liveChallenge(sha256(input.challengeToken), now);
  const [challenge] = await deps.db.select().from(loginChallenges).where(live);
  if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  const user = await usersRepository.findById(deps.db, challenge.userId);
  if (!user || user.status !== 'ACTIVE' || !user.isEmailVerified)
    throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  if (!user.isAdmin && (await readSetting(deps.db, 'systemMaintenanceMode'))) throw maintenanceError();
  let method: TwoFactorMethod;
  try {
    ({ method } = await verifySecondFactor(deps, user, input.proof, {
      allowRecovery: true,
      ip: meta.ip ?? null,
    }));
  } catch (err) {
    if (err instanceof AppError && err.code !== 'TWO_FACTOR_NOT_ENABLED') {
      await deps.db
        .update(loginChallenges)
        .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
        .where(eq(loginChallenges.id, challenge.id));
    }
    throw err;
  }
  const claimed = await deps.db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, challenge.id), live))
    .returning({ id: loginChallenges.id });
  if (claimed.length === 0) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  return completeSignIn(signIn, user, meta, { secondFactor: method });
}
