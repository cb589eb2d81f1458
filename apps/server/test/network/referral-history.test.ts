import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/create-test-app';
import { createSession } from '../../src/features/accounts/sessions';
import { updateUser } from '../support/users';
import { type BuiltNetwork, fixtureNetworkSuite, type ReferenceNetwork } from './network-fixture';

let t: TestApp;
let net: BuiltNetwork;
let ref: ReferenceNetwork;
fixtureNetworkSuite((suite) => ({ t, net, ref } = suite));

const history = (query: Record<string, string | number | undefined> = {}, token = net.viewer.token) =>
  t.get('/api/users/referrals/history', { token, query });
const names = (items: Array<{ _id: string }>) => items.map((i) => net.byId.get(i._id));

/** Every page of a query, in order. */
async function allPages(query: Record<string, string | number>) {
  const items: Array<{ _id: string; level: number }> = [];
  for (let page = 1; ; page++) {
    const res = await history({ ...query, page });
    expect(res.status).toBe(200);
    items.push(...res.body.data.referrals);
    if (!res.body.data.pagination.hasNextPage) return items;
  }
}

describe('GET /users/referrals/history', () => {
  it('lists levels 1-15 below the viewer in a stable order: level, newest first, then id', async () => {
    const items = await allPages({ limit: 7 });
    expect(names(items)).toEqual(ref.ordered);
    expect(items.map((i) => i.level)).toEqual(ref.ordered.map((n) => ref.level.get(n)));
    expect(await allPages({ limit: 7 })).toEqual(items);
  });

  it('never shows the uplines, another network, or members deeper than 15 levels', async () => {
    const shown = new Set(names(await allPages({ limit: 100 })));
    for (const hidden of ['root', 'parent', 'viewer', 'other', 'o1', 'o2', 'd16', 'd17', 'd18']) {
      expect(shown.has(hidden), hidden).toBe(false);
    }
    expect(shown.has('d15')).toBe(true);
  });

  it('filters an exact level, every level from 1 to 15', async () => {
    for (let level = 1; level <= 15; level++) {
      const expected = ref.ordered.filter((n) => ref.level.get(n) === level);
      const res = await history({ level, limit: 100 });
      expect(names(res.body.data.referrals), `level ${level}`).toEqual(expected);
      expect(res.body.data.pagination.totalRecords).toBe(expected.length);
    }
  });

  it('filters down to a deepest level, alone and with an exact level', async () => {
    for (const maxLevel of [1, 2, 5, 14]) {
      const expected = ref.ordered.filter((n) => ref.level.get(n)! <= maxLevel);
      const res = await history({ maxLevel, limit: 100 });
      expect(names(res.body.data.referrals), `maxLevel ${maxLevel}`).toEqual(expected);
    }
    expect((await history({ level: 3, maxLevel: 2 })).body.data.referrals).toEqual([]);
    expect(names((await history({ level: 2, maxLevel: 2 })).body.data.referrals)).toEqual(
      ref.ordered.filter((n) => ref.level.get(n) === 2),
    );
  });

  it('filters on status; a deleted member counts as DISABLED', async () => {
    for (const status of ['ACTIVE', 'LOCKED', 'DISABLED'] as const) {
      const expected = ref.ordered.filter((n) => ref.facts(n).status === status);
      const res = await history({ status, limit: 100 });
      expect(names(res.body.data.referrals), status).toEqual(expected);
      expect(res.body.data.referrals.every((r: { status: string }) => r.status === status)).toBe(true);
    }
    expect(names((await history({ status: 'DISABLED', limit: 100 })).body.data.referrals)).toContain('a4');
  });

  it('gives statistics over the whole network, whatever the page and filters', async () => {
    const expected = {
      totalReferrals: ref.visible.length,
      activeReferrals: ref.visible.filter((n) => ref.facts(n).active).length,
      bingxLinked: ref.visible.filter((n) => ref.facts(n).linked).length,
      paidSubscriptions: ref.visible.filter((n) => ref.facts(n).paid).length,
    };
    expect(expected.activeReferrals).toBeLessThan(expected.totalReferrals);
    for (const query of [{}, { page: 3 }, { level: 2 }, { status: 'LOCKED' }, { maxLevel: 1, limit: 1 }]) {
      expect((await history(query)).body.data.statistics, JSON.stringify(query)).toEqual(expected);
    }
  });

  it('pages with the spec fields', async () => {
    const total = ref.visible.length;
    const first = await history();
    expect(first.body.data.referrals).toHaveLength(10);
    expect(first.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(total / 10),
      totalRecords: total,
      limit: 10,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const last = await history({ page: Math.ceil(total / 10) });
    expect(last.body.data.referrals).toHaveLength(total % 10 || 10);
    expect(last.body.data.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
    const beyond = await history({ page: 99 });
    expect(beyond.body.data.referrals).toEqual([]);
    expect(beyond.body.data.pagination).toMatchObject({
      currentPage: 99,
      totalRecords: total,
      hasNextPage: false,
    });
  });

  it('answers each item with the spec fields', async () => {
    const items = await allPages({ limit: 100 });
    const byName = new Map(items.map((i) => [net.byId.get(i._id)!, i]));
    const b1 = net.users.get('b1')!;
    expect(byName.get('b1')).toEqual({
      _id: b1.id,
      name: 'First-b1 Last-b1',
      firstName: 'First-b1',
      lastName: 'Last-b1',
      email: b1.email,
      level: 2,
      status: 'ACTIVE',
      subscriptionPaid: true,
      subscriptionTimestamp: b1.subscriptionPaidAt!.toISOString(),
      bingxLinked: true,
      joinedAt: net.joinedAt.get('b1')!.toISOString(),
    });
    expect(byName.get('a3')).toMatchObject({
      subscriptionPaid: false,
      subscriptionTimestamp: null,
      bingxLinked: false,
    });
    expect(byName.get('b2')).toMatchObject({
      subscriptionPaid: false,
      subscriptionTimestamp: null,
      bingxLinked: true,
    });
  });

  it('shows a deleted member without personal data but keeps its place', async () => {
    const items = await allPages({ limit: 100 });
    const deleted = items.find((i) => net.byId.get(i._id) === 'a4');
    expect(deleted).toMatchObject({
      name: 'Deleted member',
      firstName: 'Deleted',
      lastName: 'member',
      email: '',
      level: 1,
      status: 'DISABLED',
      subscriptionPaid: false,
      bingxLinked: false,
    });
  });

  it('follows account changes at once (status, UID, subscription) and the clock', async () => {
    const before = (await history()).body.data.statistics;
    const b4 = net.users.get('b4')!;
    await updateUser(t, b4.id, { status: 'LOCKED', bingxUid: null });
    const after = (await history()).body.data.statistics;
    expect(after).toEqual({
      ...before,
      activeReferrals: before.activeReferrals - 1,
      bingxLinked: before.bingxLinked - 1,
    });
    expect(names((await history({ status: 'LOCKED', limit: 100 })).body.data.referrals)).toContain('b4');
    await updateUser(t, b4.id, { status: 'ACTIVE', bingxUid: b4.bingxUid });
    expect((await history()).body.data.statistics).toEqual(before);

    // A subscription is paid while its period runs: a year later none is.
    t.clock.advance(400 * 86_400_000);
    try {
      const { token } = await createSession(t.deps(), net.viewer); // the old session has timed out
      const later = await history({ limit: 100 }, token);
      expect(later.body.data.statistics.paidSubscriptions).toBe(0);
      expect(later.body.data.referrals.some((r: { subscriptionPaid: boolean }) => r.subscriptionPaid)).toBe(
        false,
      );
    } finally {
      t.clock.advance(-400 * 86_400_000);
    }
  });

  it('answers an empty network with zeros', async () => {
    const res = await history({}, net.users.get('d18')!.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      referrals: [],
      statistics: { totalReferrals: 0, activeReferrals: 0, bingxLinked: 0, paidSubscriptions: 0 },
      pagination: {
        currentPage: 1,
        totalPages: 0,
        totalRecords: 0,
        limit: 10,
        hasNextPage: false,
        hasPrevPage: false,
      },
    });
  });

  it('refuses levels outside 1-15 and pages larger than the maximum', async () => {
    for (const query of [
      { level: 0 },
      { level: 16 },
      { maxLevel: 16 },
      { limit: 101 },
      { status: 'DELETED' },
    ]) {
      const res = await history(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe('VALIDATION_ERROR');
    }
  });
});
