import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/create-test-app';
import { type BuiltNetwork, fixtureNetworkSuite, type ReferenceNetwork } from './network-fixture';

let t: TestApp;
let net: BuiltNetwork;
let ref: ReferenceNetwork;
fixtureNetworkSuite((suite) => ({ t, net, ref } = suite));

interface Node {
  _id: string;
  level: number;
  hasChildren: boolean;
  totalDescendants: number;
  children: Node[];
}
interface Shape {
  name: string;
  level: number;
  hasChildren: boolean;
  totalDescendants: number;
  children: Shape[];
}

const shapeOf = (nodes: Node[]): Shape[] =>
  nodes.map((n) => ({
    name: net.byId.get(n._id)!,
    level: n.level,
    hasChildren: n.hasChildren,
    totalDescendants: n.totalDescendants,
    children: shapeOf(n.children),
  }));

/** The reference tree below `name` down to `maxLevels`: as they joined, then id descending. */
function expectedShape(name: string, maxLevels: number): Shape[] {
  const id = (n: string) => net.users.get(n)!.id;
  return ref
    .children(name)
    .filter((c) => ref.level.get(c)! <= maxLevels)
    .sort(
      (a, b) => net.joinedAt.get(a)!.getTime() - net.joinedAt.get(b)!.getTime() || (id(a) < id(b) ? 1 : -1),
    )
    .map((c) => ({
      name: c,
      level: ref.level.get(c)!,
      hasChildren: ref.descendants(c) > 0,
      totalDescendants: ref.descendants(c),
      children: ref.level.get(c)! < maxLevels ? expectedShape(c, maxLevels) : [],
    }));
}

const tree = (query: Record<string, string | number> = {}, token = net.viewer.token) =>
  t.get('/api/users/referral-tree', { token, query });

describe('GET /users/referral-tree', () => {
  it('nests the network down to the chosen level, for every maxLevels from 1 to 15', async () => {
    for (let maxLevels = 1; maxLevels <= 15; maxLevels++) {
      const res = await tree({ maxLevels });
      expect(res.status).toBe(200);
      expect(shapeOf(res.body.data.referralTree), `maxLevels ${maxLevels}`).toEqual(
        expectedShape('viewer', maxLevels),
      );
    }
  });

  it('defaults to 15 levels and stops there: deeper members and other networks never appear', async () => {
    const res = await tree();
    const all: string[] = [];
    const walk = (nodes: Node[]) => nodes.forEach((n) => (all.push(net.byId.get(n._id)!), walk(n.children)));
    walk(res.body.data.referralTree);
    expect(all.sort()).toEqual([...ref.visible].sort());
    const d15 = JSON.stringify(res.body.data.referralTree).includes(net.users.get('d16')!.id);
    expect(d15).toBe(false);
  });

  it('gives the viewer and statistics over the whole network', async () => {
    const res = await tree({ maxLevels: 2 });
    const viewer = net.viewer;
    expect(res.body.data.userInfo).toEqual({
      firstName: 'First-viewer',
      lastName: 'Last-viewer',
      email: viewer.email,
      userId: viewer.userId,
    });
    const direct = ref.visible.filter((n) => ref.level.get(n) === 1).length;
    expect(res.body.data.statistics).toEqual({
      totalReferrals: ref.visible.length,
      directReferrals: direct,
      indirectReferrals: ref.visible.length - direct,
      maxDepthReached: 15,
      totalEarningsFromTree: 0,
      lockedEarningsFromTree: 0,
      averageEarningsPerReferral: 0,
    });
  });

  it('shows a deleted member without personal data, in its place', async () => {
    const res = await tree({ maxLevels: 1 });
    const deleted = res.body.data.referralTree.find((n: Node) => net.byId.get(n._id) === 'a4');
    expect(deleted).toMatchObject({ firstName: 'Deleted', lastName: 'member', email: '', level: 1 });
    expect(deleted.userId).toBe(net.users.get('a4')!.userId);
  });

  it('answers an empty network', async () => {
    const res = await tree({}, net.users.get('d18')!.token);
    expect(res.body.data.referralTree).toEqual([]);
    expect(res.body.data.statistics).toMatchObject({ totalReferrals: 0, maxDepthReached: 0 });
  });

  it('refuses maxLevels outside 1-15', async () => {
    expect((await tree({ maxLevels: 0 })).status).toBe(400);
    expect((await tree({ maxLevels: 16 })).status).toBe(400);
  });
});

describe('GET /users/referral-tree/:nodeId/children', () => {
  const children = (nodeId: string, query: Record<string, string | number> = {}, token = net.viewer.token) =>
    t.get(`/api/users/referral-tree/${nodeId}/children`, { token, query });

  it("pages a node's direct children with the tree's node fields", async () => {
    const a1 = net.users.get('a1')!.id;
    const expected = expectedShape('a1', 2).map((s) => ({ ...s, children: [] }));
    const first = await children(a1, { limit: 3 });
    expect(first.status).toBe(200);
    expect(first.body.data.nodeId).toBe(a1);
    expect(shapeOf(first.body.data.children)).toEqual(expected.slice(0, 3));
    expect(first.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 4,
      limit: 3,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = await children(a1, { limit: 3, page: 2 });
    expect(shapeOf(second.body.data.children)).toEqual(expected.slice(3));
    expect(second.body.data.pagination).toMatchObject({ hasNextPage: false, hasPrevPage: true });
  });

  it("counts a deep node's members within the viewer's 15 levels only", async () => {
    // d13 is at level 13: below it the viewer sees d14 and d15, not d16-d18.
    const res = await children(net.users.get('d13')!.id);
    expect(shapeOf(res.body.data.children)).toEqual([
      { name: 'd14', level: 14, hasChildren: true, totalDescendants: 1, children: [] },
    ]);
    const last = await children(net.users.get('d14')!.id);
    expect(shapeOf(last.body.data.children)).toEqual([
      { name: 'd15', level: 15, hasChildren: false, totalDescendants: 0, children: [] },
    ]);
    expect((await children(net.users.get('d15')!.id)).body.data.children).toEqual([]);
  });

  it("lists the viewer's own direct referrals for the viewer's id", async () => {
    const res = await children(net.viewer.id);
    expect(shapeOf(res.body.data.children)).toEqual(expectedShape('viewer', 1));
  });

  it('returns nothing below the chosen maxLevels', async () => {
    const res = await children(net.users.get('a1')!.id, { maxLevels: 1 });
    expect(res.body.data.children).toEqual([]);
    expect(res.body.data.pagination.totalRecords).toBe(0);
  });

  it("refuses a node outside the viewer's network: uplines, other networks, beyond 15 levels", async () => {
    for (const name of ['root', 'parent', 'other', 'o1', 'd16', 'd18']) {
      const res = await children(net.users.get(name)!.id);
      expect(res.status, name).toBe(404);
      expect(res.body.message).toBe('NOT_FOUND');
    }
    expect((await children('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await children('not-a-uuid')).status).toBe(400);
    // The same node is open to its own upline.
    expect((await children(net.users.get('o1')!.id, {}, net.users.get('other')!.token)).status).toBe(200);
  });
});
