import type { ReferralTreeNode } from '@app/contract';
import { useCallback, useRef, useState } from 'react';
import { CHILDREN_PAGE_SIZE, fetchTreeChildren } from '../api/tree-children';
import type { LoadedChildren } from '../lib/tree-rows';

const appendUnique = (before: ReferralTreeNode[], page: ReferralTreeNode[]) => {
  const seen = new Set(before.map((n) => n._id));
  return [...before, ...page.filter((n) => !seen.has(n._id))];
};

/**
 * Children fetched on demand for nodes whose children the tree answer left out (and for more
 * direct referrals than it carried). `reset` forgets them (refresh, other View Levels); answers
 * to calls made before a reset are dropped.
 */
export function useLoadedChildren(maxLevels: number) {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, LoadedChildren>>(new Map());
  const inFlight = useRef(new Set<string>());
  const generation = useRef(0);

  const load = useCallback(
    async (nodeId: string, already: ReferralTreeNode[] = []) => {
      const page = Math.floor(already.length / CHILDREN_PAGE_SIZE) + 1;
      const key = `${nodeId}:${page}`;
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      const started = generation.current;
      const result = await fetchTreeChildren(nodeId, maxLevels, page);
      inFlight.current.delete(key);
      if (started !== generation.current) return;
      setLoaded((previous) => {
        const next = new Map(previous);
        const before = previous.get(nodeId)?.children ?? already;
        if (!result.success) {
          next.set(nodeId, { children: before, total: before.length, nextPage: page, failed: true });
          return next;
        }
        const children = appendUnique(before, result.data.children);
        const { totalRecords, hasNextPage } = result.data.pagination;
        next.set(nodeId, { children, total: totalRecords, nextPage: hasNextPage ? page + 1 : null });
        return next;
      });
    },
    [maxLevels],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    inFlight.current.clear();
    setLoaded(new Map());
  }, []);

  return { loaded, load, reset };
}
