import { TREE_SEARCH_PER_MINUTE } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';
import { type BuiltNetwork, fixtureNetworkSuite, type ReferenceNetwork } from './network-fixture';

// GET /users/referral-tree/search: the tree search on the server, for networks larger than the
// tree answer carries (issue 19). Expectations come from the fixture's parent links.
let t: TestApp;
let net: BuiltNetwork;
let ref: ReferenceNetwork;
fixtureNetworkSuite((suite) => ({ t, net, ref } = suite));

interface Node {
  _id: string;
  firstName: string;
  email: string;
  level: number;
  hasChildren: boolean;
  totalDescendants: number;
  totalRewards: number;
  children: Node[];
}
interface Match {
  node: Node;
  path: Node[];
}

const search = (query: Record<string, string | number>, token = net.viewer.token) =>
  t.get('/api/users/referral-tree/search', { token, query });
const found = async (query: Record<string, string | number>) => {
  const res = await search(query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    matches: Match[];
    pagination: { totalRecords: number; totalPages: number };
    capped: boolean;
  };
};
const name = (n: { _id: string }) => net.byId.get(n._id)!;
/** Uplines of `member` inside the viewer's network, level 1 first, by the fixture's parent links. */
const uplines = (member: string): string[] => {
  const parent = ref.spec.get(member)!.parent!;
  return parent === 'viewer' ? [] : [...uplines(parent), parent];
};
/** Non-deleted members the viewer sees, in tree order: level, then as they joined. */
const treeOrder = (names: string[]) =>
  [...names].sort(
    (a, b) =>
      ref.level.get(a)! - ref.level.get(b)! ||
      net.joinedAt.get(a)!.getTime() - net.joinedAt.get(b)!.getTime() ||
      (net.users.get(a)!.id < net.users.get(b)!.id ? 1 : -1),
  );
const searchable = () => ref.visible.filter((n) => !ref.spec.get(n)!.deleted);

describe('GET /users/referral-tree/search', () => {
  it('finds by first name, last name, e-mail or user id, whatever the case, anywhere in the field', async () => {
    const x1 = net.users.get('x1')!;
    for (const term of [
      'first-x1',
      'LAST-X1',
      x1.email.toUpperCase(),
      x1.userId.toLowerCase(),
      x1.userId.slice(2, 6),
    ]) {
      const { matches } = await found({ search: term });
      expect(
        matches.map((m) => name(m.node)),
        term,
      ).toEqual(['x1']);
    }
  });

  it('gives each match its path of uplines from the viewer down, each node with its counts as the tree shows them', async () => {
    const { matches } = await found({ search: 'first-d15' });
    expect(matches).toHaveLength(1);
    const [match] = matches;
    expect(name(match!.node)).toBe('d15');
    expect(match!.node.level).toBe(ref.level.get('d15'));
    expect(match!.node.children).toEqual([]);
    expect(match!.path.map(name)).toEqual(uplines('d15'));
    expect(match!.path.map((n) => n.level)).toEqual(uplines('d15').map((_, i) => i + 1));

    // The same counts and earnings as the full tree answer.
    const tree = (await t.get('/api/users/referral-tree', { token: net.viewer.token })).body.data
      .referralTree as Node[];
    const inTree = new Map<string, Node>();
    const walk = (nodes: Node[]) => nodes.forEach((n) => (inTree.set(n._id, n), walk(n.children)));
    walk(tree);
    for (const node of [...match!.path, match!.node]) {
      expect(node.totalDescendants, name(node)).toBe(ref.descendants(name(node)));
      expect(node.hasChildren, name(node)).toBe(ref.descendants(name(node)) > 0);
      const same = inTree.get(node._id);
      if (same) expect({ ...node, children: [] }).toEqual({ ...same, children: [] });
    }
  });

  it('searches only the viewer network, within 15 levels and the chosen maxLevels', async () => {
    expect((await found({ search: 'first-o1' })).matches).toEqual([]);
    expect((await found({ search: 'first-parent' })).matches).toEqual([]);
    // d13 (level 12) is found; d16-d18 are more than 15 levels below the viewer.
    for (const [term, expected] of [
      ['first-d13', ['d13']],
      ['first-d16', []],
      ['first-d18', []],
    ] as const) {
      expect(
        (await found({ search: term })).matches.map((m) => name(m.node)),
        term,
      ).toEqual(expected);
    }
    // View Levels 2: members at levels 1 and 2 only.
    const shallow = await found({ search: 'first-b', maxLevels: 2, limit: 100 });
    expect(shallow.matches.map((m) => name(m.node))).toEqual(treeOrder(['b1', 'b2', 'b3', 'b4']));
    expect((await found({ search: 'first-x1', maxLevels: 2 })).matches).toEqual([]);
    expect((await found({ search: 'first-x1', maxLevels: 3 })).matches).toHaveLength(1);
  });

  it('never matches a deleted member, whose data is erased', async () => {
    expect((await found({ search: 'first-a4' })).matches).toEqual([]);
    expect((await found({ search: 'deleted' })).matches).toEqual([]);
  });

  it('lists every match, also one below another match, each with its own path', async () => {
    const chain = await found({ search: 'first-d', limit: 100 });
    const ds = treeOrder(searchable().filter((n) => /^d\d+$/.test(n)));
    expect(ds).toHaveLength(12); // d4 to d15
    expect(chain.matches.map((m) => name(m.node))).toEqual(ds);
    for (const m of chain.matches) expect(m.path.map(name), name(m.node)).toEqual(uplines(name(m.node)));
    expect((await found({ search: 'first-d1', limit: 100 })).matches.map((m) => name(m.node))).toEqual(
      treeOrder(['d10', 'd11', 'd12', 'd13', 'd14', 'd15']),
    );
    const siblings = await found({ search: 'first-x' });
    expect(siblings.matches.map((m) => name(m.node))).toEqual(treeOrder(['x1', 'x2']));
    for (const m of siblings.matches) expect(m.path.map(name)).toEqual(['a1', 'b1']);
  });

  it('pages the matches in tree order, counting them all', async () => {
    const all = treeOrder(searchable());
    const first = await found({ search: 'FIRST-', limit: 5 });
    expect(first.pagination).toMatchObject({
      totalRecords: all.length,
      totalPages: Math.ceil(all.length / 5),
    });
    expect(first.capped).toBe(false);
    expect(first.matches.map((m) => name(m.node))).toEqual(all.slice(0, 5));
    const second = await found({ search: 'FIRST-', limit: 5, page: 2 });
    expect(second.matches.map((m) => name(m.node))).toEqual(all.slice(5, 10));
    const past = await found({ search: 'FIRST-', limit: 5, page: 99 });
    expect(past.matches).toEqual([]);
    expect(past.pagination.totalRecords).toBe(all.length);
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await found({ search: '%' })).matches).toEqual([]);
    expect((await found({ search: '_' })).matches).toEqual([]);
    expect((await found({ search: '\\' })).matches).toEqual([]);
  });

  it('another member finds nothing of this network; a bad search is a validation error', async () => {
    const stranger = await createMember(t);
    expect((await search({ search: 'first-x1' }, stranger.token)).body.data.matches).toEqual([]);
    const bad: Record<string, string | number>[] = [
      { search: '' },
      { search: '   ' },
      { search: 'x'.repeat(101) },
      {},
      { search: 'a', limit: 101 },
    ];
    for (const query of bad) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 429 RATE_LIMITED with Retry-After past TREE_SEARCH_PER_MINUTE searches a minute, per member', async () => {
    const busy = await createMember(t);
    const other = await createMember(t);
    for (let i = 0; i < TREE_SEARCH_PER_MINUTE; i++) {
      expect((await search({ search: `term${i}` }, busy.token)).status).toBe(200);
    }
    const over = await search({ search: 'one more' }, busy.token);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another member searches on.
    expect((await search({ search: 'term' }, other.token)).status).toBe(200);
  });
});
