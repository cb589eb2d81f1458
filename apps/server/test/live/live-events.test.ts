import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_HEARTBEAT_MS } from '../../src/features/live/live.plugin';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { connectDatabase } from '../../src/infra/db/client';
import { notifyLive } from '../../src/infra/live/live-notify';
import { createAppOn, createTestApp, type TestApp } from '../support/create-test-app';
import { daysAgo } from '../support/cycle-periods';
import { creditTestPayment } from '../support/payments';
import { settleAsPaid } from '../support/payouts';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { fundedMember, requestWithdrawal } from '../withdrawals/support';
import { type EventStream, openEventStream } from './event-stream-client';

/**
 * Live updates (issue 17, ADR 0015) across two instances of the real app on one database: the
 * tickets and the events travel through PostgreSQL (a ticket from A opens a stream on B; a change
 * committed on A reaches B through LISTEN/NOTIFY), never through the process.
 */
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  a = await createTestApp();
  b = await createAppOn(
    { url: a.databaseUrl, connection: connectDatabase(a.databaseUrl, { maxConnections: 3 }) },
    { clock: a.clock },
  );
  urlA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function ticketFor(user: TestUser, on: TestApp = a): Promise<string> {
  const res = await on.post('/api/events/ticket', { token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.ticket as string;
}

/** A stream of `user` opened on instance B with a ticket from instance A. */
async function streamOnB(user: TestUser): Promise<EventStream> {
  const stream = await openEventStream(urlB, await ticketFor(user));
  expect(stream.status, JSON.stringify(stream.body)).toBe(200);
  streams.push(stream);
  await stream.waitForComment('open');
  return stream;
}

describe('the live event stream across instances', () => {
  it('opens on instance B with a ticket from instance A, unbuffered, and gets a credit committed on instance A', async () => {
    const member = await createMember(a, { onboarded: false });
    const stream = await streamOnB(member);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();

    await creditTestPayment(a, member);
    const event = await stream.waitFor('payment-credited');
    expect(JSON.parse(event.data)).toEqual({ kind: 'payment-credited' });
  });

  it("reaches only the member concerned: another member's and an admin's streams get nothing", async () => {
    const admin = await createAdmin(a);
    const [first, second] = [
      await createMember(a, { onboarded: false }),
      await createMember(a, { onboarded: false }),
    ];
    const [firstStream, secondStream, adminStream] = [
      await streamOnB(first),
      await streamOnB(second),
      await streamOnB(admin),
    ];

    await creditTestPayment(a, first);
    await firstStream.waitFor('payment-credited');
    // Notifications arrive in commit order: once the second member's own event is there, the
    // first member's would have been before it.
    await creditTestPayment(a, second);
    await secondStream.waitFor('payment-credited');
    expect(secondStream.events).toHaveLength(1);
    expect(firstStream.events).toHaveLength(1);
    // A last admin event proves the admin's stream was served everything before it.
    await notifyLive(a.db, { k: 'pending' });
    await adminStream.waitFor('pending-withdrawals-changed');
    expect(adminStream.events.map((e) => e.event)).toEqual(['pending-withdrawals-changed']);
  });

  it('a withdrawal request tells administrators only; its decision tells its member and the administrators', async () => {
    const admin = await createAdmin(a);
    const member = await fundedMember(a, '100');
    const other = await createMember(a);
    const [memberStream, otherStream, adminStream] = [
      await streamOnB(member),
      await streamOnB(other),
      await streamOnB(admin),
    ];

    const requested = await requestWithdrawal(a, member, { amount: '40' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    await adminStream.waitFor('pending-withdrawals-changed');

    const decided = await a.put(`/api/withdrawals/${requested.body.data._id}`, {
      token: admin.token,
      body: { status: 'REJECTED', reason: 'Not this time' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await memberStream.waitFor('withdrawal-updated');
    await adminStream.waitFor('pending-withdrawals-changed', 5000, 2);
    expect(memberStream.events.map((e) => e.event)).toEqual(['withdrawal-updated']);
    expect(adminStream.events.map((e) => e.event)).toEqual([
      'pending-withdrawals-changed',
      'pending-withdrawals-changed',
    ]);
    // The other member's stream: nothing, checked after its own event (commit order).
    await notifyLive(a.db, { k: 'withdrawal', u: other.id });
    await otherStream.waitFor('withdrawal-updated');
    expect(otherStream.events).toHaveLength(1);
  });

  it("an approved withdrawal's payout confirmed on the chain tells its member (the hold became a debit)", async () => {
    const admin = await createAdmin(a);
    const member = await fundedMember(a, '100');
    const requested = await requestWithdrawal(a, member, { amount: '40' });
    const id = requested.body.data._id as string;
    const stream = await streamOnB(member);
    expect(
      (await a.put(`/api/withdrawals/${id}`, { token: admin.token, body: { status: 'APPROVED' } })).status,
    ).toBe(200);
    await stream.waitFor('withdrawal-updated');
    await settleAsPaid(a, id);
    await stream.waitFor('withdrawal-updated', 5000, 2);
  });

  it("a downline's subscription pays DIRECT rewards: each upline paid is told", async () => {
    const upline = await createMember(a, { withPaidPeriod: true });
    const payer = await createMember(a, { referrer: upline, onboarded: false });
    const [uplineStream, payerStream] = [await streamOnB(upline), await streamOnB(payer)];
    await creditTestPayment(a, payer);
    await uplineStream.waitFor('rewards-credited');
    await payerStream.waitFor('payment-credited');
    expect(uplineStream.events.map((e) => e.event)).toEqual(['rewards-credited']);
  });

  it('a cycle notifies once; each instance tells the connected members it paid, not the others', async () => {
    const paid = await createMember(a, { withPaidPeriod: true });
    const source = await createMember(a, { referrer: paid, withPaidPeriod: true });
    const unpaid = await createMember(a, { withPaidPeriod: true });
    const [paidStream, unpaidStream] = [await streamOnB(paid), await streamOnB(unpaid)];
    // A real cycle on A pays `paid` (level 1 above `source`) and sends its one notice.
    const cycle = await runDownlineCycle({
      db: a.db,
      period: daysAgo(1),
      rows: [{ line: 1, uid: source.bingxUid!, amount: '100' }],
      source: 'CSV',
      now: a.clock.now,
    });
    expect(cycle).toMatchObject({ status: 'PAID', rewardsCreated: 1 });
    await paidStream.waitFor('rewards-credited');
    await notifyLive(a.db, { k: 'rewards', u: unpaid.id });
    await unpaidStream.waitFor('rewards-credited');
    expect(unpaidStream.events).toHaveLength(1);
  });
});

describe('who may open a stream', () => {
  it('no ticket: 401 AUTHENTICATION_REQUIRED in the envelope', async () => {
    const stream = await openEventStream(urlB);
    expect(stream.status).toBe(401);
    expect(stream.body).toMatchObject({ success: false, message: 'AUTHENTICATION_REQUIRED' });
  });

  it('an unknown, a used or an expired ticket: 401 UNAUTHORIZED in the envelope', async () => {
    const member = await createMember(a);
    const unknown = await openEventStream(urlB, 'x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, message: 'UNAUTHORIZED' });

    const ticket = await ticketFor(member);
    const first = await openEventStream(urlA, ticket);
    streams.push(first);
    expect(first.status).toBe(200);
    const again = await openEventStream(urlB, ticket);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, message: 'UNAUTHORIZED' });

    const late = await ticketFor(member);
    a.clock.advance(31_000);
    const expired = await openEventStream(urlB, late);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ success: false, message: 'UNAUTHORIZED' });
  });

  it('a ticket needs a signed-in caller, and the session of a ticket must still be live', async () => {
    const anonymous = await a.post('/api/events/ticket');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: 'AUTHENTICATION_REQUIRED' });

    const member = await createMember(a);
    const ticket = await ticketFor(member);
    expect((await a.post('/api/users/logout', { token: member.token })).status).toBe(200);
    const stream = await openEventStream(urlB, ticket);
    expect(stream.status).toBe(401);
    expect(stream.body).toMatchObject({ success: false, message: 'UNAUTHORIZED' });
  });

  it('the stream ends when its session ends (sign-out on another instance)', async () => {
    const member = await createMember(a);
    const stream = await streamOnB(member);
    expect((await a.post('/api/users/logout', { token: member.token })).status).toBe(200);
    await b.app.live.hub.sweep();
    await stream.waitForEnd();
  });

  it('sends heartbeat comment lines while nothing happens', async () => {
    const member = await createMember(a);
    b.app.live.heartbeatMs = 100;
    try {
      const stream = await streamOnB(member);
      await stream.waitForComment('heartbeat', 2000);
      expect(stream.events).toEqual([]);
    } finally {
      b.app.live.heartbeatMs = LIVE_HEARTBEAT_MS;
    }
  });

  it('the ticket never reaches the request log', async () => {
    const { censorUrl } = await import('../../src/http/logger');
    expect(censorUrl('/api/events?ticket=abc')).toBe('/api/events?ticket=[redacted]');
  });
});

describe('the database listener', () => {
  it('reconnects after its connection is killed, tells the streams to resync, and delivers again', async () => {
    const member = await createMember(a, { onboarded: false });
    const stream = await streamOnB(member);
    const pid = b.app.live.listener?.backendPid;
    expect(pid).toEqual(expect.any(Number));
    await a.db.execute(sql`SELECT pg_terminate_backend(${pid}::int)`);

    await stream.waitFor('resync', 15_000);
    expect(b.app.live.listener?.backendPid).not.toBe(pid);
    await creditTestPayment(a, member);
    await stream.waitFor('payment-credited');
    expect(stream.ended).toBe(false);
  });
});
