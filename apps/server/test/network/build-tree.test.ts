import { describe, expect, it } from 'vitest';
import { buildTree, type FlatTreeNode } from '../../src/features/network/build-tree';

const node = (id: string, parentId: string | null, level: number): FlatTreeNode => ({
  id,
  parentId,
  userId: `U-${id}`,
  firstName: id,
  lastName: 'x',
  email: `${id}@x`,
  level,
});

// a (b (d, e), c): levels 1-3 carried; d has 7 members below it, e none.
const nodes = [node('a', 'v', 1), node('b', 'a', 2), node('c', 'a', 2), node('d', 'b', 3), node('e', 'b', 3)];

describe('buildTree', () => {
  it('nests in the given order and adds up counts and earnings from the deepest level', () => {
    const [a] = buildTree({
      nodes,
      deepestLevel: 3,
      facts: new Map([['d', { descendants: 7, rewardsBelow: '0.10000001' }]]),
      ownRewards: new Map([
        ['a', '1'],
        ['c', '0.2'],
        ['d', '0.00000002'],
      ]),
    });
    expect(a).toMatchObject({
      _id: 'a',
      totalDescendants: 11,
      hasChildren: true,
      totalRewards: '1.30000003',
    });
    const [b, c] = a!.children;
    expect(b).toMatchObject({ _id: 'b', totalDescendants: 9, hasChildren: true, totalRewards: '0.10000003' });
    expect(c).toMatchObject({
      _id: 'c',
      totalDescendants: 0,
      hasChildren: false,
      children: [],
      totalRewards: '0.2',
    });
    const [d, e] = b!.children;
    expect(d).toMatchObject({ _id: 'd', totalDescendants: 7, hasChildren: true, children: [] });
    expect(e).toMatchObject({ _id: 'e', totalDescendants: 0, hasChildren: false, totalRewards: '0' });
  });

  it('takes the counts of deepest-level nodes from the facts even when children are absent', () => {
    const tree = buildTree({
      nodes: nodes.slice(0, 1),
      deepestLevel: 1,
      facts: new Map([['a', { descendants: 4, rewardsBelow: '5' }]]),
      ownRewards: new Map(),
    });
    expect(tree).toEqual([
      {
        _id: 'a',
        userId: 'U-a',
        firstName: 'a',
        lastName: 'x',
        email: 'a@x',
        level: 1,
        hasChildren: true,
        children: [],
        totalDescendants: 4,
        totalRewards: '5',
      },
    ]);
  });

  it('builds a page of children from a deeper top level and drops nodes whose parent is absent', () => {
    const page = buildTree({
      nodes: [node('x', 'p', 4), node('y', 'p', 4), node('z', 'q', 5)],
      deepestLevel: 4,
      facts: new Map(),
      ownRewards: new Map(),
      topLevel: 4,
    });
    expect(page.map((n) => n._id)).toEqual(['x', 'y']);
  });
});
