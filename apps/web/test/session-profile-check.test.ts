import { describe, expect, it } from 'vitest';
import { profileCheckOutcome, profileRetryDelayMs } from '@/lib/session/profile-check';
import { makeUser } from './support/users';

const failure = (code: string, status: number) => ({ ok: false, code, status }) as const;

describe('a stored token checked on start', () => {
  it('signs in with the profile it answers', () => {
    const user = makeUser();
    expect(profileCheckOutcome({ ok: true, user })).toEqual({ kind: 'signed-in', user });
  });

  it('ends the session when the server rejects the token or the account', () => {
    expect(profileCheckOutcome(failure('UNAUTHORIZED', 401))).toEqual({ kind: 'signed-out' });
    expect(profileCheckOutcome(failure('AUTHENTICATION_REQUIRED', 401))).toEqual({ kind: 'signed-out' });
    expect(profileCheckOutcome(failure('FORBIDDEN', 403))).toEqual({ kind: 'signed-out' });
    expect(profileCheckOutcome(failure('NOT_FOUND', 404))).toEqual({ kind: 'signed-out' });
  });

  it('keeps the session through maintenance, rate limits, server errors and a lost connection', () => {
    expect(profileCheckOutcome(failure('MAINTENANCE_MODE', 503))).toEqual({
      kind: 'retry',
      code: 'MAINTENANCE_MODE',
    });
    expect(profileCheckOutcome(failure('RATE_LIMITED', 429)).kind).toBe('retry');
    expect(profileCheckOutcome(failure('INTERNAL_ERROR', 500)).kind).toBe('retry');
    expect(profileCheckOutcome(failure('NETWORK_ERROR', 0)).kind).toBe('retry');
  });

  it('checks again after 2, 4 and 8 seconds, then every 15', () => {
    expect([1, 2, 3, 4, 10].map(profileRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 15_000, 15_000]);
  });
});
