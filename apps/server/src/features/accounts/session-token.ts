import { createVerifier } from 'fast-jwt';
import { SignJWT } from 'jose';

/** The signed token names a server-side session; the session row decides whether it is live. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

const ALGORITHM = 'HS256';

export const secretKey = (secret: string) => new TextEncoder().encode(secret);

// Signing (once per sign-in) uses jose. Checking (every authenticated request) uses fast-jwt:
// jose verifies through WebCrypto, an async job per call that cost about 100 µs of CPU per
// request under load; fast-jwt's HMAC is synchronous node:crypto (issue 8, docs/benchmarks.md).
// No result cache: every call checks the signature again.
const verifiers = new WeakMap<Uint8Array, (token: string) => Record<string, unknown>>();
function verifierFor(key: Uint8Array) {
  let verify = verifiers.get(key);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(key),
      algorithms: [ALGORITHM],
      // The expiry is checked below against the app's clock (tests move it), not Date.now().
      ignoreExpiration: true,
      cache: false,
    });
    verifiers.set(key, verify);
  }
  return verify;
}

export function signSessionToken(key: Uint8Array, claims: SessionClaims, issuedAt: Date, expiresAt: Date) {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a well-signed, unexpired HS256 token, else null (any other algorithm is refused). */
export async function readSessionToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  try {
    const payload = verifierFor(key)(token);
    // Valid while exp is after now, in whole seconds (as jose counted it).
    if (typeof payload.exp !== 'number' || payload.exp <= Math.floor(now.getTime() / 1000)) return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
