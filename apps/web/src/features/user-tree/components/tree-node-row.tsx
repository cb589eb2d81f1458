import { TREE_INDENT_PX, type ReferralTreeNode } from '@app/contract';
import { ChevronDownIcon } from '@/components/ui/icons/ui-icons';
import { cn } from '@/components/ui/cn';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';
import { formatGrouped } from '@/lib/format/number';
import { useTranslation } from '@/lib/i18n/use-translation';

/** Height of every row of the tree: rows are windowed, so they all take the same room. */
export const TREE_ROW_HEIGHT = 92;

export const indentOf = (level: number) => (level - 1) * TREE_INDENT_PX;

/** One member of the tree: name (toggles), level, e-mail, id, descendants and earnings. */
export const TreeNodeRow = ({
  node,
  expanded,
  canToggle,
  onToggle,
}: {
  node: ReferralTreeNode;
  expanded: boolean;
  canToggle: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation('member');
  const name = fullName(node) || node.userId;
  const total = formatGrouped(node.totalDescendants);
  return (
    <div className="flex h-full items-center gap-2 pr-2" style={{ paddingLeft: indentOf(node.level) }}>
      <button
        type="button"
        onClick={onToggle}
        disabled={!canToggle}
        aria-expanded={canToggle ? expanded : undefined}
        aria-label={
          canToggle
            ? t(expanded ? 'tree.row.collapse' : 'tree.row.expand', { name })
            : t('tree.row.noMembers', { name })
        }
        className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-300 hover:bg-slate-800 disabled:opacity-30"
      >
        <ChevronDownIcon className={cn('size-4 transition-transform', !expanded && '-rotate-90')} />
      </button>
      <div className="flex h-[80px] min-w-0 flex-1 items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-900/70 px-3">
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <button
              type="button"
              onClick={onToggle}
              className="truncate font-semibold text-white hover:text-emerald-300 hover:underline"
            >
              {name}
            </button>
            <span className="shrink-0 rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-300">
              {t('tree.row.level', { level: node.level })}
            </span>
            <span className="shrink-0 text-xs text-slate-400" title={t('tree.row.belowTitle')}>
              {t('tree.row.below', { total })}
            </span>
          </div>
          <p className="truncate text-xs text-slate-400">{node.email}</p>
          <p className="truncate text-xs text-slate-400">{t('tree.row.id', { id: node.userId })}</p>
        </div>
        <div className="shrink-0 text-right text-xs">
          <p className="text-slate-400">{t('tree.row.earnings')}</p>
          <p className="text-sm font-semibold text-emerald-300">{formatMoney(node.totalRewards)}</p>
          <p className="text-slate-400">{t('tree.row.networkSize', { total })}</p>
        </div>
      </div>
    </div>
  );
};
