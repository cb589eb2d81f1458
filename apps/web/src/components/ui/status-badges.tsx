import {
  adminUserStatusTone,
  referralStatusTone,
  statusLabel,
  withdrawalStatusTone,
} from '@/lib/status-colours';
import { Badge } from './badge';

type StatusProps = { status: string | null | undefined };

/** Referral lists: ACTIVE green, LOCKED yellow, DISABLED red. */
export const ReferralStatusBadge = ({ status }: StatusProps) => (
  <Badge tone={referralStatusTone(status)}>{statusLabel(status) || 'UNKNOWN'}</Badge>
);

/** Withdrawals: PENDING yellow, APPROVED green, REJECTED red, BLOCKED COMPLIANCE purple. */
export const WithdrawalStatusBadge = ({ status }: StatusProps) => (
  <Badge tone={withdrawalStatusTone(status)}>{statusLabel(status) || 'UNKNOWN'}</Badge>
);

/** Admin user views: ACTIVE green, LOCKED red, DISABLED grey. */
export const AdminUserStatusBadge = ({ status }: StatusProps) => (
  <Badge tone={adminUserStatusTone(status)}>{statusLabel(status) || 'UNKNOWN'}</Badge>
);
