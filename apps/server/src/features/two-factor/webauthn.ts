import { createHash } from 'node:crypto';
import { PASSKEY_CHALLENGE_TTL_MINUTES } from '@app/contract';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { webauthnChallenges } from './two-factor.tables';

export type WebauthnPurpose = 'registration' | 'second-factor' | 'sign-in';

const CHALLENGE_MS = PASSKEY_CHALLENGE_TTL_MINUTES * 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1']);

/**
 * The relying party, from `APP_URL`: its host name is the RP id and its origin the only origin a
 * browser's answer may come from. WebAuthn refuses an IP address as RP id, so a loopback
 * address (a development set-up) becomes `localhost` on the same port.
 */
export function relyingParty(appUrl: string) {
  const url = new URL(appUrl);
  if (LOOPBACK.has(url.hostname)) url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin, rpName: 'Rewards Platform' };
}

/**
 * Keeps a ceremony's challenge (the base64url text the options carry): only its SHA-256, for
 * 5 minutes, for one purpose (and one account where the ceremony has one). Challenges that
 * ended are deleted on the way.
 */
export async function keepChallenge(
  db: DbOrTx,
  input: { challenge: string; purpose: WebauthnPurpose; userId: string | null; now: Date },
) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, input.now));
  await db.insert(webauthnChallenges).values({
    userId: input.userId,
    purpose: input.purpose,
    challengeHash: sha256(input.challenge),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + CHALLENGE_MS),
  });
}

/** The challenge a browser's answer signed (from its clientDataJSON), or null when unreadable. */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const json = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof json.challenge === 'string' && json.challenge.length > 0 ? json.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Uses up the challenge a browser's answer names, before the answer is checked (so a replayed
 * answer finds it used): live, of this purpose, and of this account where one is named.
 * Returns the account the challenge was for (null for a sign-in), or false when there is none.
 */
export async function claimChallenge(
  db: DbOrTx,
  input: { clientDataJSON: string; purpose: WebauthnPurpose; userId: string | null; now: Date },
): Promise<{ challenge: string; userId: string | null } | false> {
  const challenge = answeredChallenge(input.clientDataJSON);
  if (!challenge) return false;
  const [claimed] = await db
    .update(webauthnChallenges)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(webauthnChallenges.challengeHash, sha256(challenge)),
        eq(webauthnChallenges.purpose, input.purpose),
        input.userId ? eq(webauthnChallenges.userId, input.userId) : isNull(webauthnChallenges.userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, input.now),
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return claimed ? { challenge, userId: claimed.userId } : false;
}
