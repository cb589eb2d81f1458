/** Most nodes one tree answer carries; deeper levels are fetched per node (children endpoint). */
export const TREE_NODE_BUDGET = 2000;

/**
 * Which part of the network the first tree answer carries: whole levels from the top while they
 * fit in the budget, so every node above the deepest level carried has all its children with it.
 * A first level larger than the budget is cut to its first `budget` members (the rest come from
 * the children endpoint with the viewer's own id).
 */
export function treeLevelsWithinBudget(
  countsByDepth: ReadonlyMap<number, number>,
  maxLevels: number,
  budget = TREE_NODE_BUDGET,
): { depth: number; nodeLimit: number } {
  let carried = 0;
  let depth = 0;
  for (let level = 1; level <= maxLevels; level++) {
    const count = countsByDepth.get(level) ?? 0;
    if (count === 0 || carried + count > budget) break;
    carried += count;
    depth = level;
  }
  if (depth === 0 && (countsByDepth.get(1) ?? 0) > 0) return { depth: 1, nodeLimit: budget };
  return { depth, nodeLimit: carried };
}
