import { PASSKEY_MAX_PER_ACCOUNT, type ParsedBodyOf, type endpoints } from '@app/contract';
import {
  type AuthenticatorTransportFuture,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { usersRepository } from '../users';
import {
  forgetSecondFactorChecks,
  markSecondFactorChecked,
  tooManyAttempts,
  verifyPassword,
} from '../accounts';
import { readOwner } from './owner';
import type { TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { loginChallenges, passkeys } from './two-factor.tables';
import { factorGuard, hasSecondFactor } from './verify-second-factor';
import { claimChallenge, keepChallenge, relyingParty } from './webauthn';

type PasskeyRow = typeof passkeys.$inferSelect;

export const toPasskey = (row: PasskeyRow) => ({
  _id: row.id,
  name: row.name,
  transports: row.transports,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

const countPasskeys = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
};

/**
 * `POST /users/passkeys/registration-options`: a discoverable credential (so it can also sign in
 * alone), user verification preferred, no attestation (we trust no vendor list: a passkey is
 * as good as the device that holds it), the account's passkeys excluded so one authenticator is
 * not registered twice. The user handle is the account's id (opaque, not personal data).
 */
export async function passkeyRegistrationOptions(deps: TwoFactorDeps, userId: string) {
  const owner = await readOwner(deps.db, userId);
  if ((await countPasskeys(deps.db, userId)) >= PASSKEY_MAX_PER_ACCOUNT) {
    throw new AppError('PASSKEY_LIMIT_REACHED');
  }
  const { rpID, rpName } = relyingParty(deps.appUrl);
  const existing = await deps.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: owner.email,
    userDisplayName: `${owner.firstName} ${owner.lastName}`.trim(),
    userID: isoUint8Array.fromUTF8String(owner.id),
    timeout: 5 * 60_000,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
  });
  await keepChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId,
    now: deps.now(),
  });
  // The contract passes the options through as they are (an object with its challenge).
  return { options: options as typeof options & Record<string, unknown> };
}

/**
 * `POST /users/passkeys`: the browser's answer to this account's registration options (used up
 * first, so it is single-use), verified (origin, RP id, challenge), kept with its name. Added
 * passkeys are in the activity (and an admin's audit log) and e-mailed: a stolen session must not
 * add a way in unnoticed.
 */
export async function registerPasskey(
  deps: TwoFactorDeps,
  userId: string,
  input: ParsedBodyOf<typeof endpoints.registerPasskey>,
  ip: string | null,
  /** An admin's enrolment: the session that added the first factor counts as checked now. */
  checkedSession: string | null = null,
) {
  const owner = await readOwner(deps.db, userId);
  const now = deps.now();
  const claimed = await claimChallenge(deps.db, {
    clientDataJSON: input.credential.response.clientDataJSON,
    purpose: 'registration',
    userId,
    now,
  });
  if (!claimed) throw new AppError('PASSKEY_CHALLENGE_INVALID');
  const { rpID, origin } = relyingParty(deps.appUrl);
  const verification = await verifyRegistrationResponse({
    response: input.credential as RegistrationResponseJSON,
    expectedChallenge: claimed.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  const credential = verification?.verified ? verification.registrationInfo?.credential : undefined;
  if (!credential) throw new AppError('PASSKEY_INVALID');
  try {
    const row = await deps.db.transaction(async (tx) => {
      // The account's row lock keeps parallel registrations under the limit.
      await tx.execute(sql`select 1 from users where id = ${userId} for update`);
      if ((await countPasskeys(tx, userId)) >= PASSKEY_MAX_PER_ACCOUNT) {
        throw new AppError('PASSKEY_LIMIT_REACHED');
      }
      const [inserted] = await tx
        .insert(passkeys)
        .values({
          userId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? input.credential.response.transports ?? [],
          name: input.name,
          createdAt: now,
        })
        .returning();
      if (checkedSession) await markSecondFactorChecked(tx, checkedSession, now);
      await recordFactorEvent(tx, {
        owner,
        event: 'passkey-added',
        now,
        ip,
        appUrl: deps.appUrl,
        details: { method: 'passkey', name: input.name },
      });
      return inserted!;
    });
    deps.wakeMail();
    return toPasskey(row);
  } catch (err) {
    if (isUniqueViolation(err, 'passkeys_credential_id_unique')) {
      throw new AppError('PASSKEY_ALREADY_REGISTERED');
    }
    throw err;
  }
}

/** `GET /users/passkeys`: the account's passkeys, oldest first; never a key. */
export async function listPasskeys(deps: Pick<TwoFactorDeps, 'db'>, userId: string) {
  const rows = await deps.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return { passkeys: rows.map(toPasskey) };
}

/** `PUT /users/passkeys/:id`: a new name for one of the account's own passkeys. */
export async function renamePasskey(deps: TwoFactorDeps, userId: string, id: string, name: string) {
  const [row] = await deps.db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw new AppError('PASSKEY_NOT_FOUND');
  return toPasskey(row);
}

/**
 * `POST /users/passkeys/:id/remove`: the account's password again (a lost or stolen device is
 * the usual reason to remove one, so the passkey itself cannot be asked for; a wrong password
 * counts towards the sign-in lockout). Withdrawals pause for 24 hours, the member is e-mailed, and
 * the account's open sign-in challenges end (a second step half done with it stops there).
 */
export async function removePasskey(
  deps: TwoFactorDeps,
  userId: string,
  id: string,
  password: string,
  ip: string | null,
) {
  const owner = await readOwner(deps.db, userId);
  const guard = await factorGuard(deps, owner, { ip });
  const now = deps.now();
  if (!owner.passwordHash || !(await verifyPassword(owner.passwordHash, password))) {
    const blockedUntil = await guard.failed(now);
    if (blockedUntil) throw tooManyAttempts(blockedUntil, now);
    throw new AppError('CURRENT_PASSWORD_INCORRECT');
  }
  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    if (!row) return null;
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
    await usersRepository.markSecurityChange(tx, userId, now);
    // The last factor gone: no session of the account counts as checked (an admin's becomes
    // enrolment-only), as when TOTP is turned off.
    if (!(await hasSecondFactor(tx, userId))) await forgetSecondFactorChecks(tx, userId);
    await recordFactorEvent(tx, {
      owner,
      event: 'passkey-removed',
      now,
      ip,
      appUrl: deps.appUrl,
      details: { method: 'passkey', name: row.name },
    });
    return row;
  });
  if (!removed) throw new AppError('PASSKEY_NOT_FOUND');
  deps.wakeMail();
}
