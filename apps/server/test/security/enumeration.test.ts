import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../src/features/accounts/create-user';
import { hashPassword } from '../../src/features/accounts/password';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, TEST_PASSWORD, type TestUser } from '../support/users';
import { outboxTo, registration } from '../accounts/account-helpers';

// Issue #8: the account calls do not tell whether an e-mail has an account, by answer or by time.

const TRIES = 200;
const MAX_MEDIAN_GAP_MS = 10;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // Hundreds of calls from one address: the per-address limits must not answer them.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10000' } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const WRONG_PASSWORD = 'Wrong!Passw0rd1';
let counter = 0;
const unknownEmail = () => `nobody.${++counter}.${process.pid}@example.com`;

/** `count` verified members with a real argon2id hash, in one transaction (no sessions needed). */
async function knownAccounts(count: number, changes: { isEmailVerified?: boolean } = {}) {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  return t.db.transaction(async (tx) => {
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const row = await insertUser(tx, {
        firstName: 'Known',
        lastName: `Member${i}`,
        email: `known.${++counter}.${process.pid}@example.com`,
        passwordHash,
        isEmailVerified: changes.isEmailVerified ?? true,
      });
      emails.push(row.email);
    }
    return emails;
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Times `TRIES` calls for known and for unknown addresses, interleaved (known, unknown, known, ...)
 * so that whatever else the machine does falls on both alike. Returns the medians in ms.
 */
async function timeKnownAgainstUnknown(call: (email: string) => Promise<unknown>, known: string[]) {
  const times = { known: [] as number[], unknown: [] as number[] };
  // Warm up: the dummy hash, prepared statements, connections.
  for (let i = 0; i < 5; i++) await call(unknownEmail());
  for (let i = 0; i < TRIES; i++) {
    for (const kind of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
      const email = kind === 'known' ? known[i % known.length]! : unknownEmail();
      const start = performance.now();
      await call(email);
      times[kind].push(performance.now() - start);
    }
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

const login = (email: string, password = WRONG_PASSWORD) =>
  t.post('/api/users/login', { body: { email, password } });
const forgot = (email: string) => t.post('/api/users/forgot-password', { body: { email } });

describe('login', () => {
  it('answers a wrong password of any account exactly like an unknown e-mail', async () => {
    const verified = await createMember(t);
    const unverified = await createMember(t, { verified: false });
    const locked = await createMember(t, { status: 'LOCKED' });
    const disabled = await createMember(t, { status: 'DISABLED' });
    const ghost = await login(unknownEmail());
    expect(ghost.status).toBe(401);
    expect(ghost.body).toEqual({
      success: false,
      message: 'INVALID_CREDENTIALS',
      data: null,
      error: expect.anything(),
    });
    for (const user of [verified, unverified, locked, disabled]) {
      const res = await login(user.email);
      expect({ status: res.status, body: res.body }).toEqual({ status: ghost.status, body: ghost.body });
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });

  it(`takes the same time for a known and an unknown e-mail (median gap under ${MAX_MEDIAN_GAP_MS} ms over ${TRIES} tries each)`, async () => {
    // One try per known account: lockouts (a different answer, by design) stay out of the timing.
    const known = await knownAccounts(TRIES);
    const medians = await timeKnownAgainstUnknown((email) => login(email), known);
    console.log(
      `login medians: known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms`,
    );
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 240_000);
});

describe('forgot-password', () => {
  it('answers the same for known, unverified, locked and unknown e-mails', async () => {
    const ghost = await forgot(unknownEmail());
    expect(ghost.status).toBe(200);
    for (const user of [
      await createMember(t),
      await createMember(t, { verified: false }),
      await createMember(t, { status: 'LOCKED' }),
    ]) {
      const res = await forgot(user.email);
      expect({ status: res.status, body: res.body }).toEqual({ status: ghost.status, body: ghost.body });
    }
  });

  it(`takes the same time for a known and an unknown e-mail (median gap under ${MAX_MEDIAN_GAP_MS} ms over ${TRIES} tries each)`, async () => {
    // Up to 3 reset e-mails per account in 15 minutes: 2 tries per account keep every known try a real send.
    const known = await knownAccounts(TRIES / 2);
    const sent = { count: 0 };
    const medians = await timeKnownAgainstUnknown(
      async (email) => {
        await forgot(email);
        sent.count++;
      },
      [...known, ...known],
    );
    console.log(
      `forgot-password medians: known ${medians.known.toFixed(2)} ms, unknown ${medians.unknown.toFixed(2)} ms`,
    );
    expect(Math.abs(medians.known - medians.unknown)).toBeLessThan(MAX_MEDIAN_GAP_MS);
    // The known tries really e-mailed a link (the timing measured the real work).
    expect(await outboxTo(t, known[0]!)).toHaveLength(2);
    expect(await outboxTo(t, known.at(-1)!)).toHaveLength(2);
  }, 240_000);
});

describe('register', () => {
  it('refuses a taken e-mail with USER_EXISTS, as the spec says (its error catalogue shows that text)', async () => {
    // spec/member-side.md section 8: USER_EXISTS "an account with this email exists, sign in", and
    // DESIGN.md: e-mail unique regardless of case (USER_EXISTS). The spec wins over answering alike;
    // the per-address limit of registrations (10 in 15 minutes) keeps the answer from being a bulk oracle.
    const member = await createMember(t);
    const res = await t.post('/api/users/register', {
      body: registration(admin.referralCode, { email: member.email.toUpperCase() }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('USER_EXISTS');
  });
});
