import type { AdminReward } from '@app/contract';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';

/** Admin 2, rewards list: the view-details modal. */
export const RewardDetailsModal = ({ reward, onClose }: { reward: AdminReward; onClose: () => void }) => (
  <Modal title="Reward Details" onClose={onClose} closeButton>
    <dl className="divide-y divide-slate-800">
      <Row label="Recipient">
        {fullName(reward.rewardUser)} ({reward.rewardUser.userId})
      </Row>
      <Row label="Recipient Email">{reward.rewardUser.email}</Row>
      <Row label="Type">{reward.type}</Row>
      {reward.downlineUser ? (
        <Row label="From">
          {fullName(reward.downlineUser)} ({reward.downlineUser.userId})
        </Row>
      ) : null}
      <Row label="Level">Level {reward.level}</Row>
      <Row label="Amount">
        {formatMoney(reward.rewardAmount)} ({reward.percent}%)
      </Row>
      <Row label="Master Amount">{formatMoney(reward.masterAmount)}</Row>
      <Row label="Cycle">#{reward.cycle}</Row>
      {reward.status ? <Row label="Status">{reward.status}</Row> : null}
      <Row label="Date">{formatDateTime(reward.createdAt)}</Row>
    </dl>
  </Modal>
);
