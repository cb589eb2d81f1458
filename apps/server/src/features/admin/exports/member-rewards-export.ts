import type { ParsedQueryOf, csvExports } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { memberRewardsOrderSql, memberRewardsSql } from '../../rewards';
import { type AdminRewardRow, adminRewardColumns } from '../rewards/admin-reward-query';
import { csvMoney, csvTable } from './csv';
import { builtSql, streamSelect } from './stream-select';

type Query = ParsedQueryOf<typeof csvExports.userRewards>;

const columns: { header: string; value: (r: AdminRewardRow) => string | number | Date | null }[] = [
  { header: 'Date', value: (r) => r.createdAt },
  { header: 'Type', value: (r) => (r.type === 'DIRECT' ? 'Referral' : 'Trading') },
  {
    header: 'From',
    value: (r) => (r.sourceUserId === null ? 'Direct reward' : `${r.sourceFirstName} ${r.sourceLastName}`),
  },
  { header: 'From email', value: (r) => r.sourceEmail },
  { header: 'From user ID', value: (r) => r.sourceUserId },
  { header: 'Level', value: (r) => r.level },
  { header: 'Cycle', value: (r) => r.cycle },
  { header: 'Amount (USDT)', value: (r) => csvMoney(r.rewardAmount) },
  { header: 'Percent', value: (r) => csvMoney(r.percent) },
  { header: 'Master amount (USDT)', value: (r) => csvMoney(r.masterAmount) },
  { header: 'Status', value: (r) => r.status },
  { header: 'ID', value: (r) => r.id },
];

/**
 * A member's own rewards with the rewards page's filters and sort: the rows `GET /rewards/user`
 * pages through (the rewards feature's `memberRewardsSql`, DOWNLINE rewards derived: ADR 0031).
 */
export function memberRewardsCsv(db: Db, userId: string, query: Query) {
  const rows = memberRewardsSql(userId, { type: query.type, level: query.level });
  // The columns of `adminRewardColumns`, in its order.
  const select = sql`
    SELECT r.id, r.type, r.level, r.percent, r.master_amount, r.reward_amount, r.cycle, r.created_at, r.status,
           recipient.first_name, recipient.last_name, recipient.email, recipient.user_id,
           source.first_name, source.last_name, source.email, source.user_id
      FROM (${rows}) r
      LEFT JOIN users recipient ON recipient.id = r.user_id
      LEFT JOIN users source ON source.id = r.source_user_id
     ORDER BY ${memberRewardsOrderSql(query.sort)}`;
  return csvTable(
    columns,
    streamSelect<AdminRewardRow & Record<string, unknown>>(
      db,
      builtSql(select),
      Object.keys(adminRewardColumns) as (keyof AdminRewardRow)[],
    ),
  );
}
