import type { ReferralTreeNode } from '@app/contract';
import { sumDecimals } from '@app/contract';

/** A node as read from the database, before nesting. `parentId` is its level-1 upline. */
export interface FlatTreeNode {
  id: string;
  parentId: string | null;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  level: number;
}

/** For nodes whose children are not carried: their counts, read from the closure table. */
export interface SubtreeFacts {
  /** Members below the node, within the viewer's 15 levels. */
  descendants: number;
  /** What the viewer earned from the members below the node (decimal string). */
  rewardsBelow: string;
}

/** A tree node whose money is still a decimal string (the answer schema turns it into a number). */
export type TreeNodeOut = Omit<ReferralTreeNode, 'totalRewards' | 'children'> & {
  totalRewards: string;
  children: TreeNodeOut[];
};

/**
 * Nests the carried nodes under their parents (given in level order, each parent before its
 * children) and fills the counts. Nodes
 * above `deepestLevel` carry all their children, so their totals add up from the children; nodes
 * at `deepestLevel` take theirs from `facts` and come with `children: []`.
 */
export function buildTree(input: {
  nodes: FlatTreeNode[];
  deepestLevel: number;
  facts: ReadonlyMap<string, SubtreeFacts>;
  /** What the viewer earned from each node itself (decimal strings; absent = nothing). */
  ownRewards: ReadonlyMap<string, string>;
  /** The level of the top nodes: 1 for the viewer's tree, deeper for a page of a node's children. */
  topLevel?: number;
}): TreeNodeOut[] {
  const topLevel = input.topLevel ?? 1;
  const byId = new Map<string, TreeNodeOut>();
  const roots: TreeNodeOut[] = [];
  const attached: TreeNodeOut[] = [];
  for (const flat of input.nodes) {
    const node: TreeNodeOut = {
      _id: flat.id,
      userId: flat.userId,
      firstName: flat.firstName,
      lastName: flat.lastName,
      email: flat.email,
      level: flat.level,
      hasChildren: false,
      children: [],
      totalDescendants: 0,
      totalRewards: '0',
    };
    const parent = flat.parentId === null ? undefined : byId.get(flat.parentId);
    if (flat.level === topLevel) roots.push(node);
    else if (parent) parent.children.push(node);
    else continue; // its parent was not carried: it is reached through the children endpoint
    byId.set(flat.id, node);
    attached.push(node);
  }
  // Children come after their parent in the input (level order), so backwards every node's
  // children are complete before it adds them up.
  for (const node of attached.reverse()) {
    const own = input.ownRewards.get(node._id) ?? '0';
    if (node.level >= input.deepestLevel) {
      const facts = input.facts.get(node._id);
      node.totalDescendants = facts?.descendants ?? 0;
      node.totalRewards = sumDecimals([own, facts?.rewardsBelow ?? '0']);
    } else {
      node.totalDescendants = node.children.reduce((n, child) => n + 1 + child.totalDescendants, 0);
      node.totalRewards = sumDecimals([own, ...node.children.map((child) => child.totalRewards)]);
    }
    node.hasChildren = node.totalDescendants > 0;
  }
  return roots;
}
