import { useTranslation } from '@/lib/i18n/use-translation';
import type { DataOf, endpoints } from '@app/contract';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatCount } from '@/lib/format/number';
import { fullName } from '@/lib/format/names';

type ReportRow = DataOf<typeof endpoints.userReports>['users'][number];

const Lines = ({ first, rest }: { first: string; rest: string[] }) => (
  <>
    <span className="block">{first}</span>
    {rest.map((line) => (
      <span key={line} className="block text-xs text-slate-400">
        {line}
      </span>
    ))}
  </>
);

const ReportRowCells = ({ u, onOpen }: { u: ReportRow; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('admin');
  return (
    <tr data-testid="report-row">
      <Td>
        <span className="block text-white">{fullName(u)}</span>
        <span className="block text-xs text-slate-400">{u.email}</span>
        <span className="block text-xs text-slate-400">{u.userId}</span>
      </Td>
      <Td>
        <AdminUserStatusBadge status={u.status} />
      </Td>
      <Td>
        <Lines
          first={t('userReports.row.balance', { amount: formatMoney(u.financial.balance) })}
          rest={[
            t('userReports.row.earned', { amount: formatMoney(u.financial.totalEarned) }),
            t('userReports.row.withdrawn', { amount: formatMoney(u.financial.totalWithdrawn) }),
          ]}
        />
      </Td>
      <Td>
        <Lines
          first={u.trading.bingXUID ?? t('texts.users.notLinked')}
          rest={[u.trading.subscriptionPaid ? t('users.subPaid') : t('users.unpaid'), u.trading.compliance]}
        />
      </Td>
      <Td>
        {t('userReports.row.referrals', {
          direct: formatCount(u.referral.direct),
          total: formatCount(u.referral.total),
        })}
      </Td>
      <Td>
        <Lines
          first={t('userReports.row.events', { number: formatCount(u.activity.activityCount) })}
          rest={[
            t('userReports.row.lastLogin', { date: formatDateTime(u.activity.lastLogin) }),
            t('userReports.row.lastActivity', { date: formatDateTime(u.activity.lastActivity) }),
          ]}
        />
      </Td>
      <Td>
        <button type="button" className="text-emerald-300 hover:underline" onClick={() => onOpen(u._id)}>
          {t('userReports.row.view')}
        </button>
      </Td>
    </tr>
  );
};

/** Admin 2, user reports: financial, trading, referral and activity columns, and View Report. */
export const UserReportsTable = ({
  users,
  onOpen,
}: {
  users: ReportRow[] | undefined;
  onOpen: (id: string) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Table
      head={[
        t('users.head.user'),
        t('common.status'),
        t('userReports.head.financial'),
        t('userReports.head.trading'),
        t('userDetail.cards.referrals'),
        t('userReports.head.activity'),
        '',
      ]}
      empty={users && users.length === 0 ? t('texts.users.empty') : null}
    >
      {users?.map((u) => (
        <ReportRowCells key={u._id} u={u} onOpen={onOpen} />
      ))}
    </Table>
  );
};
