import type { PasskeyAssertion } from '@app/contract';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { passkeys } from './two-factor.tables';
import { claimChallenge, keepChallenge, relyingParty, type WebauthnPurpose } from './webauthn';

const TIMEOUT_MS = 5 * 60_000;
type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * Options to prove possession of a passkey: of one account (`second-factor`: its passkeys are
 * offered) or of any account (`sign-in`: the authenticator offers its discoverable ones, and
 * user verification is required, since the passkey is then the only factor).
 */
export async function assertionOptions(
  db: DbOrTx,
  input: { appUrl: string; userId: string | null; now: Date },
) {
  const { rpID } = relyingParty(input.appUrl);
  const purpose: WebauthnPurpose = input.userId ? 'second-factor' : 'sign-in';
  const owned = input.userId
    ? await db
        .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, input.userId))
    : [];
  if (input.userId && owned.length === 0) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  const options = await generateAuthenticationOptions({
    rpID,
    timeout: TIMEOUT_MS,
    userVerification: input.userId ? 'preferred' : 'required',
    allowCredentials: owned.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
  });
  await keepChallenge(db, { challenge: options.challenge, purpose, userId: input.userId, now: input.now });
  // The contract passes the options through as they are (an object with its challenge).
  return { options: options as typeof options & Record<string, unknown> };
}

export type AssertionCheck =
  | { ok: true; passkey: PasskeyRow }
  | { ok: false; reason: 'challenge' | 'invalid' | 'none'; passkey?: PasskeyRow };

/**
 * A browser's assertion, checked: its challenge is used up first (a replay finds it used:
 * `challenge`), the credential must be one of the account's passkeys (`userId`) or any account's
 * (`null`, the sign-in), the signature, origin, RP id and flags must verify and the signature
 * counter move forward (`invalid` otherwise). A good one moves the counter and the last use, under
 * the passkey's row lock. Nothing here throws for a bad answer.
 */
export async function checkPasskeyAssertion(
  tx: DbOrTx,
  input: { appUrl: string; userId: string | null; response: PasskeyAssertion; now: Date },
): Promise<AssertionCheck> {
  const { response, now } = input;
  const purpose: WebauthnPurpose = input.userId ? 'second-factor' : 'sign-in';
  const claimed = await claimChallenge(tx, {
    clientDataJSON: response.response.clientDataJSON,
    purpose,
    userId: input.userId,
    now,
  });
  if (!claimed) return { ok: false, reason: 'challenge' };
  const [passkey] = await tx
    .select()
    .from(passkeys)
    .where(
      input.userId
        ? and(eq(passkeys.credentialId, response.id), eq(passkeys.userId, input.userId))
        : eq(passkeys.credentialId, response.id),
    )
    .for('update');
  if (!passkey) return { ok: false, reason: input.userId ? 'invalid' : 'none' };
  const { rpID, origin } = relyingParty(input.appUrl);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: claimed.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: input.userId === null,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
  } catch {
    // Malformed data, a wrong signature, origin or RP id, a counter that went back.
    return { ok: false, reason: 'invalid', passkey };
  }
  if (!verification.verified) return { ok: false, reason: 'invalid', passkey };
  await tx
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, passkey.id));
  return { ok: true, passkey };
}
