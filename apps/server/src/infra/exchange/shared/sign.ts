import { createHmac } from 'node:crypto';

export type SignableParams = Readonly<Record<string, string | number | bigint | boolean>>;

// Values go on the URL exactly as they are signed (not URL-encoded), so only characters that
// URL encoding leaves unchanged are allowed: UIDs, YYYYMMDD days, numbers and simple tokens.
const URL_SAFE_VALUE = /^[A-Za-z0-9._~-]*$/;
const PARAM_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/** `k=v&k=v` over every parameter, keys sorted in ASCII order, values not URL-encoded. */
export function buildSigningString(params: SignableParams): string {
  return Object.keys(params)
    .sort() // default sort compares UTF-16 code units: ASCII order for ASCII keys
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}

/** HMAC-SHA256 of the signing string with the API secret, lowercase hex. */
export function signString(signingString: string, apiSecret: string): string {
  return createHmac('sha256', apiSecret).update(signingString, 'utf8').digest('hex');
}

/**
 * The query string of a signed call: the signing string itself, then `&signature=<hex>` last.
 * Refuses keys or values that URL encoding would change, because the exchange verifies the
 * signature over the unencoded values: sending such a value could never be signed correctly.
 */
export function buildSignedQuery(params: SignableParams, apiSecret: string): string {
  for (const [key, value] of Object.entries(params)) {
    if (!PARAM_KEY.test(key)) throw new TypeError(`exchange parameter name not allowed: ${key}`);
    if (!URL_SAFE_VALUE.test(String(value))) {
      throw new TypeError(`exchange parameter ${key} has characters that cannot be signed unencoded`);
    }
  }
  const signingString = buildSigningString(params);
  return `${signingString}&signature=${signString(signingString, apiSecret)}`;
}
