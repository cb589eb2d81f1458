import { statusLabel } from '@app/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Tone } from '@/lib/status-colours';
import { Badge } from './badge';

const tones: Record<string, Tone> = {
  AWAITING_PAYMENT: 'yellow',
  BROADCAST: 'purple',
  CONFIRMED: 'green',
  FAILED: 'red',
};

/**
 * The payout of an approved withdrawal (issue 15): AWAITING PAYMENT yellow, BROADCAST purple,
 * CONFIRMED green, FAILED red. Nothing before approval.
 */
export const PayoutStatusBadge = ({ status }: { status: string | null | undefined }) => {
  const { t } = useTranslation('admin');
  return status ? (
    <Badge tone={tones[status] ?? 'grey'} className="whitespace-nowrap">
      <span className="sr-only">{t('payout.badgeLabel')} </span>
      {statusLabel(status)}
    </Badge>
  ) : null;
};
