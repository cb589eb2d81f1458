import type { ParsedQueryOf, endpoints } from '@app/contract';
import type { Db } from '../../infra/db/client';
import { readHistoryPage } from './history-page';
import { toReferralItem } from './network-member';
import { pageInfo } from './page-info';

type HistoryQuery = ParsedQueryOf<typeof endpoints.referralHistory>;

/**
 * `GET /users/referrals/history`: a page of the viewer's network (levels 1-15) with the filters,
 * and statistics over the whole network (not the page, not the filters), in one statement.
 */
export async function getReferralHistory(
  deps: { db: Db; now: () => Date },
  viewerId: string,
  query: HistoryQuery,
) {
  const now = deps.now();
  const filter = { level: query.level, maxLevel: query.maxLevel, status: query.status };
  const { counts, rows } = await readHistoryPage(deps.db, viewerId, filter, query, now);
  return {
    referrals: rows.map((row) => toReferralItem(row, row.depth)),
    statistics: {
      totalReferrals: counts.total,
      activeReferrals: counts.active,
      bingxLinked: counts.linked,
      paidSubscriptions: counts.paid,
    },
    pagination: pageInfo(query.page, query.limit, counts.matching),
  };
}
