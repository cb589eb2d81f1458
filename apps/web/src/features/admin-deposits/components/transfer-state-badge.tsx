import type { DepositTransferState } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { stateTones } from '../lib/deposit-texts';

export const TransferStateBadge = ({ state }: { state: DepositTransferState }) => {
  const { t } = useTranslation('admin');
  return <Badge tone={stateTones[state]}>{t(`deposits.states.${state}`)}</Badge>;
};
