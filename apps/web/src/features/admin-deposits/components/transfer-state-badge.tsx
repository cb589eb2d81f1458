import type { DepositTransferState } from '@app/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { stateTones } from '../lib/deposit-texts';

export const TransferStateBadge = ({ state }: { state: DepositTransferState }) => {
  const { t } = useTranslation('admin');
  return <Badge tone={stateTones[state]}>{t(`deposits.states.${state}`)}</Badge>;
};
