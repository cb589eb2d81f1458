import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminReward } from '@app/contract';
import { DetailRow as Row } from '@/components/ui/detail-row';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/names';

/** Admin 2, rewards list: the view-details modal. */
export const RewardDetailsModal = ({ reward, onClose }: { reward: AdminReward; onClose: () => void }) => {
  const { t } = useTranslation('admin');
  return (
    <Modal title={t('rewards.details.title')} onClose={onClose} closeButton>
      <dl className="divide-y divide-slate-800">
        <Row label={t('rewards.recipient')}>
          {fullName(reward.rewardUser)} ({reward.rewardUser.userId})
        </Row>
        <Row label={t('rewards.details.recipientEmail')}>{reward.rewardUser.email}</Row>
        <Row label={t('common.type')}>{reward.type}</Row>
        {reward.downlineUser ? (
          <Row label={t('rewards.details.from')}>
            {fullName(reward.downlineUser)} ({reward.downlineUser.userId})
          </Row>
        ) : null}
        <Row label={t('rewards.level')}>{t('rewards.levelN', { level: reward.level })}</Row>
        <Row label={t('common.amount')}>
          {formatMoney(reward.rewardAmount)} ({reward.percent}%)
        </Row>
        <Row label={t('rewards.masterAmount')}>{formatMoney(reward.masterAmount)}</Row>
        <Row label={t('rewards.cycle')}>#{reward.cycle}</Row>
        {reward.status ? <Row label={t('common.status')}>{reward.status}</Row> : null}
        <Row label={t('rewards.date')}>{formatDateTime(reward.createdAt)}</Row>
      </dl>
    </Modal>
  );
};
