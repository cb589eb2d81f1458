import type { Db } from '../../../infra/db/client';
import {
  type AdminRewardRow,
  type AdminRewardsFilter,
  type AdminRewardsQuery,
  adminRewardColumns,
  adminRewardsSelect,
  withSearchBreadth,
} from '../rewards/admin-reward-query';
import { csvMoney, csvTable } from './csv';
import { streamSelect } from './stream-select';

const name = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

const columns: { header: string; value: (r: AdminRewardRow) => string | number | Date | null }[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Date', value: (r) => r.createdAt },
  { header: 'Type', value: (r) => r.type },
  { header: 'Level', value: (r) => r.level },
  { header: 'Cycle', value: (r) => r.cycle },
  { header: 'Recipient', value: (r) => name(r.recipientFirstName, r.recipientLastName) },
  { header: 'Recipient email', value: (r) => r.recipientEmail },
  { header: 'Recipient user ID', value: (r) => r.recipientUserId },
  { header: 'From', value: (r) => name(r.sourceFirstName, r.sourceLastName) },
  { header: 'From email', value: (r) => r.sourceEmail },
  { header: 'From user ID', value: (r) => r.sourceUserId },
  { header: 'Reward amount (USDT)', value: (r) => csvMoney(r.rewardAmount) },
  { header: 'Percent', value: (r) => csvMoney(r.percent) },
  { header: 'Master amount (USDT)', value: (r) => csvMoney(r.masterAmount) },
];

/** Every reward the admin rewards list shows for these filters, in its order. */
export async function adminRewardsCsv(db: Db, asked: AdminRewardsFilter, sort: AdminRewardsQuery['sort']) {
  const filter = await withSearchBreadth(db, asked);
  const fields = Object.keys(adminRewardColumns) as (keyof AdminRewardRow)[];
  return csvTable(
    columns,
    streamSelect<AdminRewardRow & Record<string, unknown>>(db, adminRewardsSelect(db, filter, sort), fields),
  );
}
