import type { DepositTransferState } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { stateLabels, stateTones } from '../lib/deposit-texts';

export const TransferStateBadge = ({ state }: { state: DepositTransferState }) => (
  <Badge tone={stateTones[state]}>{stateLabels[state]}</Badge>
);
