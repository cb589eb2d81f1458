import type { ReferralTreeNode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isWholeNetworkLoaded, treeFromMatches } from '@/features/user-tree/lib/search-matches';
import { flattenTree, type LoadedChildren } from '@/features/user-tree/lib/tree-rows';

const node = (id: string, level: number, extra: Partial<ReferralTreeNode> = {}): ReferralTreeNode => ({
  _id: id,
  userId: `U${id}`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `${id}@example.com`,
  level,
  hasChildren: true,
  children: [],
  totalDescendants: 3,
  totalRewards: 0,
  ...extra,
});
const names = (nodes: ReferralTreeNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n._id, names(n.children)] : n._id));

// The viewer's network: a (b (d, g), c), e (f); the server's matches come in tree order.
const a = node('a', 1);
const b = node('b', 2);
const e = node('e', 1);

describe('treeFromMatches (the server search drawn as the loaded tree search draws)', () => {
  it('puts each match under its uplines, shares the uplines, and shows a match without its children', () => {
    const tree = treeFromMatches([
      { node: node('c', 2), path: [a] },
      { node: node('f', 2), path: [e] },
      { node: node('d', 3), path: [a, b] },
      { node: node('g', 3), path: [a, b] },
    ]);
    expect(names(tree)).toEqual([
      ['a', ['c', ['b', ['d', 'g']]]],
      ['e', ['f']],
    ]);
    const d = tree[0]!.children[1]!.children[0]!;
    expect(d).toMatchObject({ _id: 'd', children: [], hasChildren: false });
  });

  it('a match below another match shows under it, the one above opening to it', () => {
    const tree = treeFromMatches([
      { node: node('a', 1), path: [] },
      { node: node('d', 3), path: [a, b] },
    ]);
    expect(names(tree)).toEqual([['a', [['b', ['d']]]]]);
    expect(tree[0]!.hasChildren).toBe(true);
    const rows = flattenTree(
      { parentId: 'viewer', list: { children: tree, total: 2, nextPage: null } },
      new Map(),
      { maxLevels: 15, toggled: new Map(), expandAll: true },
    );
    expect(rows.map((r) => r.key)).toEqual(['a', 'b', 'd']);
  });

  it('more matches than shown: one "more" row at the end', () => {
    const tree = treeFromMatches([{ node: node('c', 2), path: [a] }]);
    const rows = flattenTree(
      { parentId: 'viewer', list: { children: tree, total: tree.length + 40, nextPage: 2 } },
      new Map(),
      { maxLevels: 15, toggled: new Map(), expandAll: true },
    );
    expect(rows.at(-1)).toMatchObject({ kind: 'more', parentId: 'viewer', remaining: 40 });
  });
});

describe('isWholeNetworkLoaded (search on the page, or on the server)', () => {
  const list = (children: ReferralTreeNode[], extra: Partial<LoadedChildren> = {}): LoadedChildren => ({
    children,
    total: children.length,
    nextPage: null,
    ...extra,
  });
  const leaf = (id: string, level: number) => node(id, level, { hasChildren: false, totalDescendants: 0 });

  it('is true when every node with children has them all', () => {
    const carried = [node('a', 1, { children: [leaf('b', 2)] }), leaf('e', 1)];
    expect(isWholeNetworkLoaded(list(carried), new Map(), 15)).toBe(true);
  });

  it('is false while direct referrals or a node’s children are still to be fetched', () => {
    expect(isWholeNetworkLoaded(list([leaf('a', 1)], { total: 30, nextPage: 1 }), new Map(), 15)).toBe(false);
    const notFetched = [node('a', 1)];
    expect(isWholeNetworkLoaded(list(notFetched), new Map(), 15)).toBe(false);
    const partly = new Map([['a', list([leaf('b', 2)], { total: 600, nextPage: 2 })]]);
    expect(isWholeNetworkLoaded(list(notFetched), partly, 15)).toBe(false);
    const failed = new Map([['a', list([], { failed: true, nextPage: 1 })]]);
    expect(isWholeNetworkLoaded(list(notFetched), failed, 15)).toBe(false);
    const fetched = new Map([['a', list([leaf('b', 2)])]]);
    expect(isWholeNetworkLoaded(list(notFetched), fetched, 15)).toBe(true);
  });

  it('does not wait for children below View Levels', () => {
    expect(isWholeNetworkLoaded(list([node('a', 1)]), new Map(), 1)).toBe(true);
  });
});
