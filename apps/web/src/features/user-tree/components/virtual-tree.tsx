import { Spinner } from '@/components/ui/spinner';
import { formatGrouped } from '@/lib/format/number';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import type { TreeRow } from '../lib/tree-rows';
import { indentOf, TREE_ROW_HEIGHT, TreeNodeRow } from './tree-node-row';

/**
 * The flattened tree in a scrolling box; only the rows in view (and a few around them) are in
 * the page, so a network of 100,000 open members scrolls like a short list.
 */
export const VirtualTree = ({
  rows,
  onToggle,
  onLoadMore,
}: {
  rows: TreeRow[];
  onToggle: (nodeId: string, expanded: boolean) => void;
  /** Fetch (more of, or again) the children of a node; the viewer's id for more direct referrals. */
  onLoadMore: (parentId: string) => void;
}) => {
  const { t } = useTranslation('member');
  const { containerRef, onScroll, totalHeight, range } = useWindowedRows(rows.length, TREE_ROW_HEIGHT);
  return (
    <div
      ref={containerRef}
      onScroll={onScroll}
      className="h-[70vh] overflow-y-auto rounded-2xl border border-slate-800 bg-slate-950/40 p-2"
      data-testid="referral-tree"
    >
      <ul aria-label={t('tree.treeLabel')} className="relative" style={{ height: totalHeight }}>
        {rows.slice(range.start, range.end).map((row, offset) => (
          <li
            key={row.key}
            className="absolute inset-x-0"
            style={{ top: (range.start + offset) * TREE_ROW_HEIGHT, height: TREE_ROW_HEIGHT }}
            data-testid={row.kind === 'node' ? 'tree-node' : `tree-${row.kind}`}
          >
            {row.kind === 'node' ? (
              <TreeNodeRow
                node={row.node}
                expanded={row.expanded}
                canToggle={row.canToggle}
                onToggle={() => onToggle(row.node._id, !row.expanded)}
              />
            ) : (
              <div
                className="flex h-full items-center pl-9 text-sm"
                style={{ marginLeft: indentOf(row.level) }}
              >
                {row.kind === 'loading' ? (
                  <span className="flex items-center gap-2 text-slate-300">
                    <Spinner size="sm" /> {t('tree.row.loading')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onLoadMore(row.parentId)}
                    className="font-semibold text-emerald-300 underline hover:text-emerald-200"
                  >
                    {row.kind === 'more'
                      ? t('tree.row.showMore', { total: formatGrouped(row.remaining) })
                      : t('tree.row.loadFailed')}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
};
