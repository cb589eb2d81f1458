import type { SessionUser } from './session-context';

/** The start-up profile check's answer, as the session provider needs it. */
export type ProfileAnswer = { ok: true; user: SessionUser } | { ok: false; code: string; status: number };

/**
 * What a stored token's profile check means for the session. Only an answer about the token or
 * the account ends it; maintenance, rate limits, server errors and a lost connection say nothing
 * about the session, so it is kept (the token stays) and checked again a little later.
 */
export type ProfileCheckOutcome =
  { kind: 'signed-in'; user: SessionUser } | { kind: 'signed-out' } | { kind: 'retry'; code: string };

const TRANSIENT_CODES = new Set(['MAINTENANCE_MODE', 'RATE_LIMITED', 'NETWORK_ERROR']);

export const profileCheckOutcome = (answer: ProfileAnswer): ProfileCheckOutcome => {
  if (answer.ok) return { kind: 'signed-in', user: answer.user };
  if (TRANSIENT_CODES.has(answer.code) || answer.status >= 500 || answer.status === 0) {
    return { kind: 'retry', code: answer.code };
  }
  return { kind: 'signed-out' };
};

/** Pause before the n-th re-check (1-based): 2 s, 4 s, 8 s, then every 15 s. */
export const profileRetryDelayMs = (attempt: number): number =>
  Math.min(15_000, 1_000 * 2 ** Math.max(1, attempt));
