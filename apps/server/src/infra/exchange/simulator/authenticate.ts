import { timingSafeEqual } from 'node:crypto';
import { EXCHANGE_CODES, MAX_RECV_WINDOW_MS } from '../shared/api-constants';
import { buildSigningString, signString } from '../shared/sign';

export interface Refusal {
  code: number;
  msg: string;
}

export interface AuthenticationInput {
  apiKeyHeader: string | undefined;
  remoteAddress: string | undefined;
  params: Record<string, string>;
  serverNow: number;
}

export interface AuthenticationRules {
  apiKey: string;
  apiSecret: string;
  allowedIps?: readonly string[];
}

/** How far ahead of the server's clock a timestamp may be. */
const FUTURE_TOLERANCE_MS = 1000;
const DIGITS = /^\d{1,16}$/;

function plainIp(address: string | undefined): string {
  return (address ?? '').replace(/^::ffff:/, '');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The exchange's checks before any endpoint runs, in its order; null when the call may proceed. */
export function refuseUnauthenticated(
  input: AuthenticationInput,
  rules: AuthenticationRules,
): Refusal | null {
  const { params } = input;
  if (rules.allowedIps && !rules.allowedIps.map(plainIp).includes(plainIp(input.remoteAddress))) {
    return { code: EXCHANGE_CODES.IP_NOT_ALLOWED, msg: 'caller IP is not on the API key allow-list' };
  }
  if (!input.apiKeyHeader || !sameText(input.apiKeyHeader, rules.apiKey)) {
    return { code: EXCHANGE_CODES.BAD_API_KEY, msg: 'incorrect apiKey' };
  }
  const { signature, ...signed } = params;
  if (!signature) return { code: EXCHANGE_CODES.SIGNATURE_MISSING, msg: 'null signature' };
  if (signed.timestamp === undefined)
    return { code: EXCHANGE_CODES.TIMESTAMP_MISMATCH, msg: 'null timestamp' };
  if (!DIGITS.test(signed.timestamp))
    return { code: EXCHANGE_CODES.TIMESTAMP_INVALID, msg: 'invalid timestamp' };
  const recvWindow = signed.recvWindow === undefined ? MAX_RECV_WINDOW_MS : Number(signed.recvWindow);
  if (!Number.isInteger(recvWindow) || recvWindow < 1 || recvWindow > MAX_RECV_WINDOW_MS) {
    return { code: EXCHANGE_CODES.TIMESTAMP_INVALID, msg: `recvWindow must be 1..${MAX_RECV_WINDOW_MS}` };
  }
  if (!sameText(signature, signString(buildSigningString(signed), rules.apiSecret))) {
    return { code: EXCHANGE_CODES.SIGNATURE_MISMATCH, msg: 'signature verification failed' };
  }
  const age = input.serverNow - Number(signed.timestamp);
  if (age > recvWindow || -age > FUTURE_TOLERANCE_MS) {
    return { code: EXCHANGE_CODES.TIMESTAMP_MISMATCH, msg: 'timestamp outside recvWindow' };
  }
  return null;
}
