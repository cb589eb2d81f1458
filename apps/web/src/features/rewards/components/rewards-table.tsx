import { memberTexts, REWARD_TYPE_BADGES, type RewardRecord } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { percentLabel } from '../lib/percent';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTranslateText } from '@/lib/i18n/use-translate-text';

const UserCell = ({ reward }: { reward: RewardRecord }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  return reward.downlineUser ? (
    <div className="min-w-0">
      <p className="font-medium text-white">{reward.downlineUser.name}</p>
      <p className="truncate text-xs text-slate-400">{reward.downlineUser.email}</p>
      <p className="font-mono text-xs text-slate-400">
        {t('rewards.table.id', { id: reward.downlineUser.userId })}
      </p>
    </div>
  ) : (
    <span className="text-slate-300">{translate(memberTexts.rewards.directReward)}</span>
  );
};

const HEADINGS = ['user', 'type', 'amount', 'level', 'cycle', 'date'] as const;

/** The Rewards History table: User, Type, Amount (with percent of the master amount), Level, Cycle, Date. */
export const RewardsTable = ({ rewards }: { rewards: RewardRecord[] }) => {
  const { t } = useTranslation('member');
  const translate = useTranslateText();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="border-b border-slate-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="py-3 pr-4 last:pr-0">
                {t(`rewards.table.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-800/70">
          {rewards.map((reward) => (
            <tr key={reward._id} data-testid="reward-row">
              <td className="py-3 pr-4">
                <UserCell reward={reward} />
              </td>
              <td className="py-3 pr-4">
                <Badge tone={reward.type === 'DIRECT' ? 'green' : 'purple'}>
                  {translate(REWARD_TYPE_BADGES[reward.type])}
                </Badge>
                {reward.status && reward.status !== 'CREDITED' ? (
                  <Badge tone={reward.status === 'LOCKED' ? 'yellow' : 'red'} className="ml-1">
                    {reward.status === 'LOCKED' ? t('rewards.table.locked') : t('rewards.table.forfeited')}
                  </Badge>
                ) : null}
              </td>
              <td className="py-3 pr-4">
                <p data-testid="reward-amount" className="font-semibold text-white tabular-nums">
                  {formatMoney(reward.rewardAmount)}
                </p>
                <p className="text-xs text-slate-400">
                  {t('rewards.table.percentOf', {
                    percent: percentLabel(reward.percent),
                    amount: formatMoney(reward.masterAmount),
                  })}
                </p>
              </td>
              <td className="py-3 pr-4" data-testid="reward-level">
                {reward.level}
              </td>
              <td className="py-3 pr-4">{reward.cycle}</td>
              <td className="py-3 whitespace-nowrap text-slate-300">{formatDateTime(reward.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
