import type { DataOf, endpoints } from '@app/contract';
import { AdminUserStatusBadge } from '@/components/ui/status-badges';
import { Table, Td } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
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

const ReportRowCells = ({ u, onOpen }: { u: ReportRow; onOpen: (id: string) => void }) => (
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
        first={`Balance ${formatMoney(u.financial.balance)}`}
        rest={[
          `Earned ${formatMoney(u.financial.totalEarned)}`,
          `Withdrawn ${formatMoney(u.financial.totalWithdrawn)}`,
        ]}
      />
    </Td>
    <Td>
      <Lines
        first={u.trading.bingXUID ?? 'Not linked'}
        rest={[u.trading.subscriptionPaid ? 'Sub Paid' : 'Unpaid', u.trading.compliance]}
      />
    </Td>
    <Td>
      {u.referral.direct} direct / {u.referral.total} total
    </Td>
    <Td>
      <Lines
        first={`${u.activity.activityCount} events`}
        rest={[
          `Last login ${formatDateTime(u.activity.lastLogin)}`,
          `Last activity ${formatDateTime(u.activity.lastActivity)}`,
        ]}
      />
    </Td>
    <Td>
      <button type="button" className="text-emerald-300 hover:underline" onClick={() => onOpen(u._id)}>
        View Report
      </button>
    </Td>
  </tr>
);

/** Admin 2, user reports: financial, trading, referral and activity columns, and View Report. */
export const UserReportsTable = ({
  users,
  onOpen,
}: {
  users: ReportRow[] | undefined;
  onOpen: (id: string) => void;
}) => (
  <Table
    head={['User', 'Status', 'Financial', 'Trading', 'Referrals', 'Activity', '']}
    empty={users && users.length === 0 ? 'No users found' : null}
  >
    {users?.map((u) => (
      <ReportRowCells key={u._id} u={u} onOpen={onOpen} />
    ))}
  </Table>
);
