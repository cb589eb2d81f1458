import type { ParsedQueryOf, csvExports } from '@app/contract';
import { type SQL, and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import { rewards } from '../../rewards/rewards.tables';
import { type AdminRewardRow, adminRewardColumns, recipient, source } from '../rewards/admin-reward-query';
import { csvMoney, csvTable } from './csv';
import { streamSelect } from './stream-select';

type Query = ParsedQueryOf<typeof csvExports.userRewards>;

/** The member rewards page's sorts, as `GET /rewards/user` orders them (rewards/queries). */
const ORDERS: Record<Query['sort'], SQL[]> = {
  newest: [desc(rewards.createdAt), desc(rewards.id)],
  oldest: [asc(rewards.createdAt), asc(rewards.id)],
  highest: [desc(rewards.rewardAmount), desc(rewards.id)],
  lowest: [asc(rewards.rewardAmount), asc(rewards.id)],
};

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

/** A member's own rewards with the rewards page's filters and sort: the rows `GET /rewards/user` pages through. */
export function memberRewardsCsv(db: Db, userId: string, query: Query) {
  const select = db
    .select(adminRewardColumns)
    .from(rewards)
    .leftJoin(recipient, eq(recipient.id, rewards.userId))
    .leftJoin(source, eq(source.id, rewards.sourceUserId))
    .where(
      and(
        eq(rewards.userId, userId),
        query.type ? eq(rewards.type, query.type) : undefined,
        query.level ? eq(rewards.level, query.level) : undefined,
      ),
    )
    .orderBy(...ORDERS[query.sort]);
  return csvTable(
    columns,
    streamSelect<AdminRewardRow & Record<string, unknown>>(
      db,
      select,
      Object.keys(adminRewardColumns) as (keyof AdminRewardRow)[],
    ),
  );
}
