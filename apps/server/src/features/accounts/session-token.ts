import { jwtVerify, SignJWT } from 'jose';

/** The signed token names a server-side session; the session row decides whether it is live. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

const ALGORITHM = 'HS256';

export const secretKey = (secret: string) => new TextEncoder().encode(secret);

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
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
