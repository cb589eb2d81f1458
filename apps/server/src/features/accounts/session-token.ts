import { createSigner, createVerifier } from 'fast-jwt';

/** The signed token names a server-side session; the session row decides whether it is live. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

const ALGORITHM = 'HS256';

export const secretKey = (secret: string) => new TextEncoder().encode(secret);

// fast-jwt: its HMAC is synchronous node:crypto, where jose's WebCrypto verification was an async
// job costing about 100 µs of CPU per request under load (issue 8, docs/benchmarks.md).
// No result cache: every call checks the signature again.
const signers = new WeakMap<Uint8Array, (payload: Record<string, unknown>) => string>();
function signerFor(key: Uint8Array) {
  let sign = signers.get(key);
  if (!sign) {
    // iat and exp come in the payload from the app's clock (tests move it); fast-jwt keeps them.
    sign = createSigner({ key: Buffer.from(key), algorithm: ALGORITHM });
    signers.set(key, sign);
  }
  return sign;
}

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
  return signerFor(key)({
    sub: claims.userId,
    sid: claims.sessionId,
    iat: Math.floor(issuedAt.getTime() / 1000),
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
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
