import { Icon } from '@/components/ui/icons/icon';
import { WithdrawalStatusBadge } from '@/components/ui/status-badges';

/** One small icon per withdrawal status, beside its badge (member spec 2: "Status (with icon)"). */
const paths: Record<string, string> = {
  PENDING: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  APPROVED: 'm8 12 3 3 5-6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  REJECTED: 'm9 9 6 6m0-6-6 6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  BLOCKED_COMPLIANCE: 'M5.6 5.6l12.8 12.8M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};
const colours: Record<string, string> = {
  PENDING: 'text-amber-300',
  APPROVED: 'text-emerald-300',
  REJECTED: 'text-red-300',
  BLOCKED_COMPLIANCE: 'text-purple-300',
};

export const WithdrawalStatus = ({ status }: { status: string }) => (
  <span className="inline-flex items-center gap-1.5">
    <Icon className={`size-4 ${colours[status] ?? 'text-slate-400'}`}>
      <path d={paths[status] ?? 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z'} />
    </Icon>
    <WithdrawalStatusBadge status={status} />
  </span>
);
