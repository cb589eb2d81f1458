import { TREE_AUTO_EXPAND_LEVEL, type ReferralTreeNode } from '@app/contract';

/** Children fetched for a node (children endpoint), page by page. */
export interface LoadedChildren {
  children: ReferralTreeNode[];
  total: number;
  /** The next page to fetch, or null when all are here. */
  nextPage: number | null;
  failed?: boolean;
}

/** One line of the flattened tree: a member, or a placeholder under a parent. */
export type TreeRow =
  | { kind: 'node'; key: string; node: ReferralTreeNode; expanded: boolean; canToggle: boolean }
  | { kind: 'loading' | 'failed'; key: string; parentId: string; level: number }
  | { kind: 'more'; key: string; parentId: string; level: number; remaining: number };

export interface TreeView {
  maxLevels: number;
  /** Nodes the viewer opened or closed; the others follow the default (open up to level 2). */
  toggled: ReadonlyMap<string, boolean>;
  /** While searching, everything kept is open. */
  expandAll?: boolean;
}

/** A node toggles only if it has children and its level is below the chosen maximum (section 4). */
export const canToggle = (node: ReferralTreeNode, maxLevels: number) =>
  node.hasChildren && node.level < maxLevels;

export const isExpanded = (node: ReferralTreeNode, view: TreeView) =>
  canToggle(node, view.maxLevels) &&
  (view.expandAll === true || (view.toggled.get(node._id) ?? node.level <= TREE_AUTO_EXPAND_LEVEL));

/** A node's children: carried by the tree answer, else fetched, else not known yet. */
export const childrenOf = (
  node: ReferralTreeNode,
  loaded: ReadonlyMap<string, LoadedChildren>,
): LoadedChildren | undefined =>
  node.children.length > 0
    ? { children: node.children, total: node.children.length, nextPage: null }
    : loaded.get(node._id);

/**
 * The rows to draw, top to bottom: each node, then (when open) its children, then a 'more' row
 * when a fetched list has further pages; a 'loading' row marks an open node whose children are
 * still to be fetched. Only these rows are rendered, and only those in view (virtualised).
 */
export function flattenTree(
  top: { parentId: string; list: LoadedChildren },
  loaded: ReadonlyMap<string, LoadedChildren>,
  view: TreeView,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (parentId: string, list: LoadedChildren, level: number) => {
    for (const node of list.children) {
      const expanded = isExpanded(node, view);
      rows.push({ kind: 'node', key: node._id, node, expanded, canToggle: canToggle(node, view.maxLevels) });
      if (!expanded) continue;
      const children = childrenOf(node, loaded);
      if (children?.failed && children.children.length === 0) {
        rows.push({ kind: 'failed', key: `failed:${node._id}`, parentId: node._id, level: level + 1 });
      } else if (!children) {
        rows.push({ kind: 'loading', key: `loading:${node._id}`, parentId: node._id, level: level + 1 });
      } else {
        walk(node._id, children, level + 1);
      }
    }
    if (list.nextPage !== null && list.children.length < list.total) {
      rows.push({
        kind: 'more',
        key: `more:${parentId}`,
        parentId,
        level,
        remaining: list.total - list.children.length,
      });
    }
  };
  walk(top.parentId, top.list, 1);
  return rows;
}

/** The tree with fetched children put in place, so a search sees them too. */
export function withLoadedChildren(
  nodes: ReferralTreeNode[],
  loaded: ReadonlyMap<string, LoadedChildren>,
): ReferralTreeNode[] {
  return nodes.map((node) => {
    const children = childrenOf(node, loaded)?.children ?? [];
    return children.length > 0 ? { ...node, children: withLoadedChildren(children, loaded) } : node;
  });
}
