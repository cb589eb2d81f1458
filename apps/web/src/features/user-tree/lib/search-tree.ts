import type { ReferralTreeNode } from '@app/contract';

const matches = (node: ReferralTreeNode, needle: string) =>
  [node.firstName, node.lastName, node.email, node.userId].some((value) =>
    value.toLowerCase().includes(needle),
  );

/**
 * The tree search of member section 5: case-insensitive on first name, last name, e-mail and
 * user id. A matching node is kept with its ancestors and shown without its children; a branch
 * without a match disappears. An empty term keeps the tree as it is.
 */
export function searchTree(nodes: ReferralTreeNode[], term: string): ReferralTreeNode[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return nodes;
  const visit = (list: ReferralTreeNode[]): ReferralTreeNode[] =>
    list.flatMap((node) => {
      if (matches(node, needle)) return [{ ...node, children: [], hasChildren: false }];
      const kept = visit(node.children);
      return kept.length > 0 ? [{ ...node, children: kept }] : [];
    });
  return visit(nodes);
}
