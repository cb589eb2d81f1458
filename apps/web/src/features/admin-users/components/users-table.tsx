import { adminTexts, type AdminUser } from '@app/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { Table, Td } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName, initials } from '@/lib/format/names';
import { readSubscription } from '../lib/subscription';

const HEADINGS = [
  'User',
  'Status',
  'Exchange UID',
  'Subscription',
  'Rewards / Withdrawals',
  'Dates',
  'Actions',
];

const UserRow = ({
  user,
  own,
  onEditStatus,
}: {
  user: AdminUser;
  /** The signed-in admin's own row: no status change offered. */
  own: boolean;
  onEditStatus: (user: AdminUser) => void;
}) => {
  const name = fullName(user);
  return (
    <tr data-testid="user-row">
      <Td>
        <div className="flex items-center gap-2">
          <span
            className="flex h-8 w-8 items-center justify-center rounded-full bg-emerald-500/20 text-xs font-bold text-emerald-300"
            aria-hidden="true"
          >
            {initials(user)}
          </span>
          <span>
            <span className="block font-medium text-white">{name}</span>
            <span className="block text-xs text-slate-400">{user.email}</span>
            <span className="block text-xs text-slate-400">{user.userId}</span>
          </span>
        </div>
      </Td>
      <Td>
        <AdminUserStatusBadge status={user.status} />
        <span className="mt-1 block text-xs text-slate-400">
          {user.isEmailVerified ? 'Verified' : 'Unverified'}
        </span>
      </Td>
      <Td>{user.bingXUID || adminTexts.users.notLinked}</Td>
      <Td>
        {readSubscription(user.subscriptionFee).paid ? (
          <Badge tone="green">Sub Paid</Badge>
        ) : (
          <Badge tone="grey">Unpaid</Badge>
        )}
      </Td>
      <Td>
        <span className="block">{formatMoney(user.totalRewards)}</span>
        <span className="block text-xs text-slate-400">{formatMoney(user.totalWithdrawals)}</span>
      </Td>
      <Td>
        <span className="block">Joined {formatDateTime(user.createdAt)}</span>
        <span className="block text-xs text-slate-400">Referrer: {user.referredBy?.userId ?? '-'}</span>
        <span className="block text-xs text-slate-400">Last login: {formatDateTime(user.lastLogin)}</span>
      </Td>
      <Td>
        <div className="flex flex-col gap-1">
          <Link
            to={paths.admin.user.href(user._id)}
            className="text-emerald-300 hover:underline"
            aria-label={`View details of ${name}`}
          >
            View details
          </Link>
          {own ? (
            <span className="text-xs text-slate-400">Your account</span>
          ) : (
            <button
              type="button"
              className="text-left text-sky-300 hover:underline"
              onClick={() => onEditStatus(user)}
              aria-label={`Edit status of ${name}`}
            >
              Edit status
            </button>
          )}
        </div>
      </Td>
    </tr>
  );
};

/**
 * Admin 2, users list: one row per user with its actions 'view details' and 'edit status'; the
 * signed-in admin's own row (`ownId`) has no 'edit status'.
 */
export const UsersTable = ({
  users,
  ownId,
  onEditStatus,
}: {
  users: AdminUser[] | undefined;
  ownId: string | null;
  onEditStatus: (user: AdminUser) => void;
}) => (
  <Table head={HEADINGS} empty={users && users.length === 0 ? adminTexts.users.empty : null}>
    {users?.map((user) => (
      <UserRow key={user._id} user={user} own={user._id === ownId} onEditStatus={onEditStatus} />
    ))}
  </Table>
);
