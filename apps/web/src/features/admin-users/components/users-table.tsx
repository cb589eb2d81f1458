import { useTranslation } from '@/lib/i18n/use-translation';
import type { AdminUser } from '@app/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { Table, Td } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName, initials } from '@/lib/format/names';
import { readSubscription } from '../lib/subscription';

/** A row's actions: view details, and edit status except on the admin's own row. */
const RowActions = ({
  user,
  name,
  own,
  onEditStatus,
}: {
  user: AdminUser;
  name: string;
  own: boolean;
  onEditStatus: (user: AdminUser) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-1">
      <Link
        to={paths.admin.user.href(user._id)}
        className="text-emerald-300 hover:underline"
        aria-label={t('users.viewDetailsOf', { name })}
      >
        {t('users.viewDetails')}
      </Link>
      {own ? (
        <span className="text-xs text-slate-400">{t('users.yourAccount')}</span>
      ) : (
        <button
          type="button"
          className="text-left text-sky-300 hover:underline"
          onClick={() => onEditStatus(user)}
          aria-label={t('users.editStatusOf', { name })}
        >
          {t('users.editStatus')}
        </button>
      )}
    </div>
  );
};

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
  const { t } = useTranslation('admin');
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
          {user.isEmailVerified ? t('users.verified') : t('users.unverified')}
        </span>
      </Td>
      <Td>{user.bingXUID || t('texts.users.notLinked')}</Td>
      <Td>
        {readSubscription(user.subscriptionFee).paid ? (
          <Badge tone="green">{t('users.subPaid')}</Badge>
        ) : (
          <Badge tone="grey">{t('users.unpaid')}</Badge>
        )}
      </Td>
      <Td>
        <span className="block">{formatMoney(user.totalRewards)}</span>
        <span className="block text-xs text-slate-400">{formatMoney(user.totalWithdrawals)}</span>
      </Td>
      <Td>
        <span className="block">{t('users.joined', { date: formatDateTime(user.createdAt) })}</span>
        <span className="block text-xs text-slate-400">
          {t('users.referrer', { id: user.referredBy?.userId ?? '-' })}
        </span>
        <span className="block text-xs text-slate-400">
          {t('users.lastLogin', { date: formatDateTime(user.lastLogin) })}
        </span>
      </Td>
      <Td>
        <RowActions user={user} name={name} own={own} onEditStatus={onEditStatus} />
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
}) => {
  const { t } = useTranslation('admin');
  const headings = [
    t('users.head.user'),
    t('common.status'),
    t('users.head.exchangeUid'),
    t('users.head.subscription'),
    t('users.head.rewardsWithdrawals'),
    t('users.head.dates'),
    t('users.head.actions'),
  ];
  return (
    <Table head={headings} empty={users && users.length === 0 ? t('texts.users.empty') : null}>
      {users?.map((user) => (
        <UserRow key={user._id} user={user} own={user._id === ownId} onEditStatus={onEditStatus} />
      ))}
    </Table>
  );
};
