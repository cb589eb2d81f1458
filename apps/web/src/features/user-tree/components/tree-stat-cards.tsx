import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format/money';
import { formatGrouped } from '@/lib/format/number';
import type { ReferralTree } from '../api/referral-tree';
import { useTranslation } from '@/lib/i18n/use-translation';

const Tile = ({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId?: string;
}) => (
  <div className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5">
    <p className="text-sm text-slate-400">{label}</p>
    <p className="mt-1 text-2xl font-bold text-white" data-testid={testId}>
      {value}
    </p>
    {detail ? <p className="mt-1 text-xs text-slate-400">{detail}</p> : null}
  </div>
);

/**
 * What "Total Earnings" counts: everything the tree earned the member, locked rewards included, so
 * the locked part is named (the dashboard's "Total Earned" leaves it out until it is released).
 */
export const treeEarningsDetail = (
  statistics: Pick<ReferralTree['statistics'], 'lockedEarningsFromTree'>,
  t: TFunction<'member'>,
) =>
  statistics.lockedEarningsFromTree > 0
    ? t('tree.stats.fromTreeLocked', { amount: formatMoney(statistics.lockedEarningsFromTree) })
    : t('tree.stats.fromTree');

/** The four cards above the tree (member section 2). */
export const TreeStatCards = ({ statistics }: { statistics: ReferralTree['statistics'] }) => {
  const { t } = useTranslation('member');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Tile
        label={t('tree.stats.total')}
        value={formatGrouped(statistics.totalReferrals)}
        detail={t('tree.stats.split', {
          direct: formatGrouped(statistics.directReferrals),
          indirect: formatGrouped(statistics.indirectReferrals),
        })}
      />
      <Tile
        label={t('tree.stats.depth')}
        value={
          statistics.maxDepthReached > 0
            ? t('tree.stats.levelsDeep', { count: statistics.maxDepthReached })
            : t('tree.stats.startReferring')
        }
      />
      <Tile
        label={t('tree.stats.earnings')}
        value={formatMoney(statistics.totalEarningsFromTree)}
        detail={treeEarningsDetail(statistics, t)}
        testId="tree-total-earnings"
      />
      <Tile label={t('tree.stats.average')} value={formatMoney(statistics.averageEarningsPerReferral)} />
    </div>
  );
};
