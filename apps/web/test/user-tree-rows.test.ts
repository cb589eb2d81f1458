import type { ReferralTreeNode } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { visibleRange } from '@/features/user-tree/hooks/visible-range';
import { searchTree } from '@/features/user-tree/lib/search-tree';
import { flattenTree, type LoadedChildren, withLoadedChildren } from '@/features/user-tree/lib/tree-rows';

const node = (
  id: string,
  level: number,
  children: ReferralTreeNode[] = [],
  extra: Partial<ReferralTreeNode> = {},
) =>
  ({
    _id: id,
    userId: `U${id.toUpperCase()}`,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    email: `${id}@example.com`,
    level,
    hasChildren: children.length > 0,
    children,
    totalDescendants: 0,
    totalRewards: 0,
    ...extra,
  }) satisfies ReferralTreeNode;

// a (b (d (f)), c), e: levels 1-4
const tree = () => [node('a', 1, [node('b', 2, [node('d', 3, [node('f', 4)])]), node('c', 2)]), node('e', 1)];
const names = (nodes: ReferralTreeNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n._id, names(n.children)] : n._id));
const top = (children: ReferralTreeNode[], extra: Partial<LoadedChildren> = {}) => ({
  parentId: 'viewer',
  list: { children, total: children.length, nextPage: null, ...extra },
});

describe('searchTree', () => {
  it('keeps a match with its ancestors and without its children', () => {
    const result = searchTree(tree(), 'firstd');
    expect(names(result)).toEqual([['a', [['b', ['d']]]]]);
    const d = result[0]!.children[0]!.children[0]!;
    expect(d).toMatchObject({ _id: 'd', children: [], hasChildren: false });
  });

  it('looks at first name, last name, e-mail and user id, whatever the case', () => {
    expect(names(searchTree(tree(), 'LASTC'))).toEqual([['a', ['c']]]);
    expect(names(searchTree(tree(), 'e@EXAMPLE'))).toEqual(['e']);
    expect(names(searchTree(tree(), 'uf'))).toEqual([['a', [['b', [['d', ['f']]]]]]]);
    expect(names(searchTree(tree(), 'first'))).toEqual(['a', 'e']);
  });

  it('keeps the whole tree for an empty term and nothing when nothing matches', () => {
    expect(searchTree(tree(), '  ')).toEqual(tree());
    expect(searchTree(tree(), 'nobody')).toEqual([]);
  });
});

describe('flattenTree', () => {
  const view = { maxLevels: 15, toggled: new Map<string, boolean>() };

  it('opens levels 1 and 2 and keeps deeper nodes closed', () => {
    const rows = flattenTree(top(tree()), new Map(), view);
    expect(rows.map((r) => r.key)).toEqual(['a', 'b', 'd', 'c', 'e']);
    expect(rows.map((r) => r.kind === 'node' && r.expanded)).toEqual([true, true, false, false, false]);
  });

  it('follows the viewer: closing a node hides its branch, opening a deep one shows it', () => {
    const toggled = new Map([
      ['a', false],
      ['d', true],
    ]);
    expect(flattenTree(top(tree()), new Map(), { ...view, toggled }).map((r) => r.key)).toEqual(['a', 'e']);
    const opened = flattenTree(top(tree()), new Map(), { ...view, toggled: new Map([['d', true]]) });
    expect(opened.map((r) => r.key)).toEqual(['a', 'b', 'd', 'f', 'c', 'e']);
  });

  it('toggles only nodes with children below the chosen maximum level', () => {
    const rows = flattenTree(top(tree()), new Map(), { ...view, maxLevels: 2 });
    const b = rows.find((r) => r.key === 'b');
    expect(b).toMatchObject({ canToggle: false, expanded: false });
    expect(rows.find((r) => r.key === 'a')).toMatchObject({ canToggle: true, expanded: true });
    expect(rows.find((r) => r.key === 'e')).toMatchObject({ canToggle: false });
  });

  it('asks for children the answer left out, shows fetched ones, and offers more pages', () => {
    const cut = [node('a', 1, [], { hasChildren: true, totalDescendants: 3 })];
    expect(flattenTree(top(cut), new Map(), view).map((r) => r.kind)).toEqual(['node', 'loading']);
    const loaded = new Map<string, LoadedChildren>([
      ['a', { children: [node('x', 2), node('y', 2)], total: 3, nextPage: 2 }],
    ]);
    const rows = flattenTree(top(cut), loaded, view);
    expect(rows.map((r) => r.key)).toEqual(['a', 'x', 'y', 'more:a']);
    expect(rows.at(-1)).toMatchObject({ kind: 'more', parentId: 'a', level: 2, remaining: 1 });
    const failed = new Map<string, LoadedChildren>([
      ['a', { children: [], total: 0, nextPage: 1, failed: true }],
    ]);
    expect(flattenTree(top(cut), failed, view).map((r) => r.kind)).toEqual(['node', 'failed']);
  });

  it('offers more direct referrals when the first level was cut', () => {
    const rows = flattenTree(top([node('e', 1)], { total: 4, nextPage: 2 }), new Map(), view);
    expect(rows.at(-1)).toMatchObject({ kind: 'more', parentId: 'viewer', level: 1, remaining: 3 });
  });

  it('puts fetched children in place for the search', () => {
    const cut = [node('a', 1, [], { hasChildren: true })];
    const loaded = new Map<string, LoadedChildren>([
      ['a', { children: [node('x', 2)], total: 1, nextPage: null }],
    ]);
    expect(names(searchTree(withLoadedChildren(cut, loaded), 'firstx'))).toEqual([['a', ['x']]]);
  });

  it('flattens 100,000 members quickly enough to redo on every toggle', () => {
    const wide = Array.from({ length: 1000 }, (_, i) =>
      node(
        `n${i}`,
        1,
        Array.from({ length: 99 }, (__, j) => node(`n${i}-${j}`, 2)),
      ),
    );
    const started = performance.now();
    const rows = flattenTree(top(wide), new Map(), view);
    expect(rows).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('visibleRange', () => {
  it('renders the rows in view plus a few either side', () => {
    expect(
      visibleRange({ scrollTop: 0, viewportHeight: 400, rowHeight: 100, count: 1000, overscan: 2 }),
    ).toEqual({
      start: 0,
      end: 7,
    });
    expect(
      visibleRange({ scrollTop: 50_000, viewportHeight: 400, rowHeight: 100, count: 1000, overscan: 2 }),
    ).toEqual({ start: 498, end: 507 });
  });

  it('stays inside the list', () => {
    expect(
      visibleRange({ scrollTop: 99_990, viewportHeight: 400, rowHeight: 100, count: 1000, overscan: 2 }),
    ).toEqual({ start: 997, end: 1000 });
    expect(visibleRange({ scrollTop: 0, viewportHeight: 400, rowHeight: 100, count: 0 })).toEqual({
      start: 0,
      end: 0,
    });
  });
});
