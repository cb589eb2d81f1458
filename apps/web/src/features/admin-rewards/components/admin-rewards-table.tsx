import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminReward } from '@app/contract';
import { Table, Td } from '@/components/ui/table';
import { fullName } from '@/lib/format/names';
import { rewardCellHeadings, RewardCells } from './reward-cells';

/** Admin 2, rewards list: recipient, the reward's cells and a view-details action. */
export const AdminRewardsTable = ({
  rewards,
  onOpen,
}: {
  rewards: AdminReward[] | undefined;
  onOpen: (reward: AdminReward) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[t('rewards.recipient'), ...rewardCellHeadings(t), t('users.head.actions')]}
      empty={rewards && rewards.length === 0 ? t('texts.rewards.empty') : null}
    >
      {rewards?.map((reward) => (
        <tr key={reward._id} data-testid="admin-reward-row">
          <Td>
            <span className="block text-white">{fullName(reward.rewardUser)}</span>
            <span className="block text-xs text-slate-400">{reward.rewardUser.userId}</span>
          </Td>
          <RewardCells reward={reward} />
          <Td>
            <button type="button" className="text-emerald-300 hover:underline" onClick={() => onOpen(reward)}>
              {t('users.viewDetails')}
            </button>
          </Td>
        </tr>
      ))}
    </Table>
  );
};
