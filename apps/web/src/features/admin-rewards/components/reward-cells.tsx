import type { AdminReward } from '@app/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';

/** The six cells every admin rewards table shows: Type, Level, Amount, Master Amount, Cycle, Date. */
export const rewardCellHeadings = (t: TFunction<'admin'>) => [
  t('common.type'),
  t('rewards.level'),
  t('common.amount'),
  t('rewards.masterAmount'),
  t('rewards.cycle'),
  t('rewards.date'),
];

export const RewardCells = ({ reward }: { reward: AdminReward }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <Td>
        <Badge tone={reward.type === 'DIRECT' ? 'green' : 'purple'}>{reward.type}</Badge>
        {reward.downlineUser ? (
          <span className="mt-1 block text-xs text-slate-400">
            {t('rewards.fromName', { name: fullName(reward.downlineUser) })}
          </span>
        ) : null}
      </Td>
      <Td>{t('rewards.levelN', { level: reward.level })}</Td>
      <Td>
        {formatMoney(reward.rewardAmount)} <span className="text-xs text-slate-400">({reward.percent}%)</span>
      </Td>
      <Td>{formatMoney(reward.masterAmount)}</Td>
      <Td>#{reward.cycle}</Td>
      <Td>{formatDateTime(reward.createdAt)}</Td>
    </>
  );
};
