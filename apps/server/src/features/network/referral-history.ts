import type { ParsedQueryOf, endpoints } from '@app/contract';
import type { Db } from '../../infra/db/client';
import { readHistoryPage } from './history-page';
import { countNetwork } from './network-counts';
import { toReferralItem } from './network-member';
import { pageInfo } from './page-info';

type HistoryQuery = ParsedQueryOf<typeof endpoints.referralHistory>;

/**
 * `GET /users/referrals/history`: a page of the viewer's network (levels 1-15) with the filters,
 * and statistics over the whole network (not the page, not the filters).
 */
export async function getReferralHistory(
  deps: { db: Db; now: () => Date },
  viewerId: string,
  query: HistoryQuery,
) {
  const now = deps.now();
  const filter = { level: query.level, maxLevel: query.maxLevel, status: query.status };
  const [counts, rows] = await Promise.all([
    countNetwork(deps.db, viewerId, filter, now),
    readHistoryPage(deps.db, viewerId, filter, query, now),
  ]);
  return {
    referrals: rows.map((row) => toReferralItem(row, row.depth)),
    statistics: counts.statistics,
    pagination: pageInfo(query.page, query.limit, counts.matching),
  };
}
