import type { ReferralTreeNode } from '@app/contract';
import { childrenOf, type LoadedChildren } from './tree-rows';

/**
 * The server's matches as the tree the search on a loaded tree keeps (member section 5): each
 * match under its uplines, the uplines shared, a match without its children. The server lists
 * every match, so a match below another match shows under it (the one above opens to it).
 * Siblings come in the order their first match arrived (the server's tree order: level, then as
 * they joined).
 */
export function treeFromMatches(matches: { node: ReferralTreeNode; path: ReferralTreeNode[] }[]) {
  type Draft = { node: ReferralTreeNode; children: Draft[]; byId: Map<string, Draft> };
  const root: Draft = { node: undefined as never, children: [], byId: new Map() };
  const place = (parent: Draft, node: ReferralTreeNode) => {
    let draft = parent.byId.get(node._id);
    if (!draft) {
      draft = { node, children: [], byId: new Map() };
      parent.byId.set(node._id, draft);
      parent.children.push(draft);
    }
    return draft;
  };
  for (const { node, path } of matches) {
    const parent = path.reduce(place, root);
    place(parent, { ...node, children: [], hasChildren: false });
  }
  const build = (drafts: Draft[]): ReferralTreeNode[] =>
    drafts.map((d) =>
      d.children.length > 0 ? { ...d.node, hasChildren: true, children: build(d.children) } : d.node,
    );
  return build(root.children);
}

/**
 * Is the whole network (down to `maxLevels`) on the page, so the search can run here? True when
 * every direct referral and every child list of a node that has children is loaded in full.
 */
export function isWholeNetworkLoaded(
  top: LoadedChildren,
  loaded: ReadonlyMap<string, LoadedChildren>,
  maxLevels: number,
): boolean {
  const complete = (list: LoadedChildren): boolean =>
    list.nextPage === null &&
    !list.failed &&
    list.children.every((node) => {
      if (!node.hasChildren || node.level >= maxLevels) return true;
      const children = childrenOf(node, loaded);
      return children !== undefined && complete(children);
    });
  return complete(top);
}
