import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { memberCompliance } from '../../src/features/rewards/compliance/compliance.tables';
import { startExchangeSimulator, type ExchangeSimulator } from '../../src/infra/exchange';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';
import { SIM_KEY, SIM_SECRET } from './support/onboarding-env';

// PUT /users/bingx-uid against the exchange simulator, which checks key, signature and timestamp.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let sim: ExchangeSimulator;
let t: TestApp;
const exchangeEnv = (overrides: Record<string, string> = {}) => ({
  BINGX_BASE_URL: sim.url,
  BINGX_API_KEY: SIM_KEY,
  BINGX_API_SECRET: SIM_SECRET,
  ...overrides,
});
beforeAll(async () => {
  sim = await startExchangeSimulator({ apiKey: SIM_KEY, apiSecret: SIM_SECRET, rateLimitPerSecond: 1000 });
  t = await createTestApp({ env: exchangeEnv() });
});
afterAll(async () => {
  await t?.close();
  await sim?.stop();
});

const link = (app: TestApp, token: string, bingXUID: string) =>
  app.put('/api/users/bingx-uid', { token, body: { bingXUID } });
const storedUid = async (app: TestApp, id: string) =>
  (await app.db.select({ uid: users.bingxUid }).from(users).where(eq(users.id, id)))[0]!.uid;
const newMember = (app: TestApp = t) => createMember(app, { onboarded: false });

describe('PUT /users/bingx-uid', () => {
  it('links an eligible UID (signed call accepted by the exchange) and shows it in the profile', async () => {
    const member = await newMember();
    const res = await link(t, member.token, ' 123456780 ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'BingX UID updated successfully',
      data: { bingXUID: '123456780' },
    });
    expect(await storedUid(t, member.id)).toBe('123456780');
    const profile = await t.get('/api/users/profile', { token: member.token });
    expect(profile.body.data.user.bingXUID).toBe('123456780');
    expect(sim.state.requests.at(-1)).toMatchObject({
      params: expect.objectContaining({ uid: '123456780' }),
      code: 0,
    });
  });

  it("checks the newly linked member's compliance at once, so a compliant newcomer's rewards are not locked", async () => {
    const copying = await newMember();
    expect((await link(t, copying.token, '923456780')).status).toBe(200);
    // A UID ending in 4 is invited and funded but does not copy-trade (the simulator's rules).
    const idle = await newMember();
    expect((await link(t, idle.token, '923456784')).status).toBe(200);
    const checks = await t.db
      .select({
        userId: memberCompliance.userId,
        compliant: memberCompliance.compliant,
        reason: memberCompliance.reason,
      })
      .from(memberCompliance)
      .where(inArray(memberCompliance.userId, [copying.id, idle.id]));
    expect(new Map(checks.map((c) => [c.userId, c]))).toEqual(
      new Map([
        [copying.id, { userId: copying.id, compliant: true, reason: null }],
        [idle.id, { userId: idle.id, compliant: false, reason: 'NOT_COPYING' }],
      ]),
    );
  });

  it.each([
    ['123456783', 'BINGX_UID_INELIGIBLE', 'invited by someone else'],
    ['1234567', 'BINGX_UID_INELIGIBLE', 'unknown to the exchange'],
    ['123456781', 'BINGX_UID_INCOMPLETE_KYC', 'no KYC'],
    ['123456782', 'BINGX_UID_INSUFFICIENT_DEPOSIT', 'balance under 100 USDT'],
  ])('refuses %s with %s (%s) and saves nothing', async (uid, code) => {
    const member = await newMember();
    const res = await link(t, member.token, uid);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: code });
    expect(await storedUid(t, member.id)).toBeNull();
  });

  it('never changes a linked UID (BINGX_UID_ALREADY_SET)', async () => {
    const member = await newMember();
    expect((await link(t, member.token, '223456780')).status).toBe(200);
    const again = await link(t, member.token, '223456789');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('BINGX_UID_ALREADY_SET');
    expect(await storedUid(t, member.id)).toBe('223456780');
  });

  it("refuses another account's UID (BINGX_UID_ALREADY_EXISTS)", async () => {
    const first = await newMember();
    const second = await newMember();
    expect((await link(t, first.token, '323456780')).status).toBe(200);
    const res = await link(t, second.token, '323456780');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('BINGX_UID_ALREADY_EXISTS');
    expect(await storedUid(t, second.id)).toBeNull();
  });

  it('gives a UID to one of two members asking in parallel', async () => {
    for (let round = 0; round < 3; round++) {
      const members = [await newMember(), await newMember()];
      const uid = `42345678${round}0`;
      const answers = await Promise.all(members.map((m) => link(t, m.token, uid)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe('BINGX_UID_ALREADY_EXISTS');
      const owners = await t.db.select({ id: users.id }).from(users).where(eq(users.bingxUid, uid));
      expect(owners).toHaveLength(1);
    }
  });

  it('links one UID when one member sends two in parallel', async () => {
    const member = await newMember();
    const answers = await Promise.all([
      link(t, member.token, '523456780'),
      link(t, member.token, '523456785'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('BINGX_UID_ALREADY_SET');
    const linked = answers.find((a) => a.status === 200)!.body.data.bingXUID;
    expect(await storedUid(t, member.id)).toBe(linked);
  });

  it('checks the input: not empty, digits only', async () => {
    const member = await newMember();
    const empty = await link(t, member.token, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('VALIDATION_ERROR');
    expect(empty.body.data.errors[0].message).toBe('Please enter your BingX UID');
    const letters = await link(t, member.token, '12ab5678');
    expect(letters.body.data.errors[0].message).toBe('BingX UID must contain digits only');
    expect(await storedUid(t, member.id)).toBeNull();
  });

  it('works before the subscription is paid (either order)', async () => {
    const member = await newMember();
    const profile = await t.get('/api/users/profile', { token: member.token });
    expect(profile.body.data.user.subscriptionFee.paid).toBe(false);
    expect((await link(t, member.token, '623456780')).status).toBe(200);
  });

  it('is limited per member (10 a minute)', async () => {
    const member = await newMember();
    for (let i = 0; i < 10; i++) expect((await link(t, member.token, '1234567')).status).toBe(400);
    const refused = await link(t, member.token, '723456780');
    expect(refused.status).toBe(429);
    expect(await storedUid(t, member.id)).toBeNull();
  });
});

describe('when the exchange cannot answer, nothing is saved (EXCHANGE_UNAVAILABLE, 503)', () => {
  const expectUnavailable = async (app: TestApp) => {
    const member = await newMember(app);
    const res = await link(app, member.token, '823456780');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, message: 'EXCHANGE_UNAVAILABLE' });
    expect(await storedUid(app, member.id)).toBeNull();
  };
  const withApp = async (env: Record<string, string>, run: (app: TestApp) => Promise<void>) => {
    const app = await createTestApp({ env });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };

  it('a wrong API secret (signature refused)', async () => {
    await withApp(exchangeEnv({ BINGX_API_SECRET: 'not-the-secret' }), expectUnavailable);
    expect(sim.state.requests.at(-1)!.code).toBe(100001);
  });

  it('a wrong API key', async () => {
    await withApp(exchangeEnv({ BINGX_API_KEY: 'not-the-key' }), expectUnavailable);
    expect(sim.state.requests.at(-1)!.code).toBe(100413);
  });

  it('nothing listening', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await withApp(exchangeEnv({ BINGX_BASE_URL: `http://127.0.0.1:${port}` }), expectUnavailable);
  });

  it('no answer within the timeout', async () => {
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await withApp(exchangeEnv({ BINGX_BASE_URL: `http://127.0.0.1:${port}` }), expectUnavailable);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('no exchange configured', async () => {
    await withApp({}, expectUnavailable);
  });
});
