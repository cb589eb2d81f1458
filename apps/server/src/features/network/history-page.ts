import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedSql } from '../../infra/db/prepared-query';
import {
  type NetworkFilter,
  type NetworkFilterShape,
  networkFilterPlaceholders,
  networkFilterShape,
  networkFilterValues,
} from './network-filter';
import { type NetworkMemberRow, networkMemberColumns } from './network-member';

/** The network's statistics and the filter's count, as every row of the statement carries them. */
interface HistoryCounts {
  network_total: number;
  network_active: number;
  network_linked: number;
  network_paid: number;
  network_matching: number;
}

type HistoryRow = HistoryCounts & { depth: number | null } & NetworkMemberRow;

const viewer = sql.placeholder('viewer');
const now = sql.placeholder('now');

/**
 * The history's one statement: the statistics of the member's whole network (levels 1-15,
 * whatever the filter) and the filter's count, and one page of the filtered network in a stable
 * order (level, newest first, then id), cut from the closure index before its rows are joined to
 * the accounts. Every row carries the counts; an empty page is one row of counts without a member.
 *
 * The counts are kept, not counted (ADR 0023): total, ACTIVE, linked and the filter's count add
 * up the member's rows of `referral_network_counts` (one per level, status and linked: at most
 * 90; a view of the folded rows plus the last seconds' deltas, ADR 0024); "paid" is the periods ending after today (UTC) from `referral_network_paid_days` plus
 * today's that still run, read from the closure rows' paid-until index. Deleted members count in
 * the total only (the closure rows hold them as DISABLED, unlinked, unpaid).
 *
 * One round trip, prepared: PostgreSQL plans it once per connection and filter shape.
 */
function historyStatement(shape: NetworkFilterShape): SQL {
  // The same columns in referral_paths and referral_network_counts.
  const condition = networkFilterPlaceholders(shape);
  const today = sql`(${now}::timestamptz AT TIME ZONE 'UTC')::date`;
  return sql`
    SELECT counts.*, paid.network_paid, page.depth, ${networkMemberColumns(now)}
      FROM (SELECT coalesce(sum(members), 0)::int AS network_total,
                   coalesce(sum(members) FILTER (WHERE descendant_status = 'ACTIVE'), 0)::int AS network_active,
                   coalesce(sum(members) FILTER (WHERE descendant_linked), 0)::int AS network_linked,
                   coalesce(sum(members) FILTER (WHERE ${condition ?? sql`true`}), 0)::int AS network_matching
              FROM referral_network_counts
             WHERE ancestor_id = ${viewer}::uuid) counts
     CROSS JOIN (SELECT ((SELECT coalesce(sum(members), 0)
                            FROM referral_network_paid_days
                           WHERE ancestor_id = ${viewer}::uuid AND paid_until_day > ${today})
                       + (SELECT count(*)
                            FROM referral_paths
                           WHERE ancestor_id = ${viewer}::uuid
                             AND descendant_paid_until IS NOT NULL
                             AND descendant_paid_until > ${now}::timestamptz
                             AND descendant_paid_until < (${today} + 1)::timestamp AT TIME ZONE 'UTC'))::int
                         AS network_paid) paid
      LEFT JOIN ((SELECT descendant_id, depth, descendant_joined_at
                    FROM referral_paths
                   WHERE ${and(sql`ancestor_id = ${viewer}::uuid`, condition)}
                   ORDER BY depth, descendant_joined_at DESC NULLS LAST, descendant_id
                   LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}) page
                 JOIN users u ON u.id = page.descendant_id) ON true
     ORDER BY page.depth, page.descendant_joined_at DESC NULLS LAST, page.descendant_id`;
}

// One prepared statement per filter shape (which of level, maxLevel and status are given).
const statements = new Map<number, ReturnType<typeof preparedSql<HistoryRow>>>();
function statementFor(filter: NetworkFilter) {
  const shape = networkFilterShape(filter);
  const key = (shape.level ? 1 : 0) | (shape.maxLevel ? 2 : 0) | (shape.status ? 4 : 0);
  let statement = statements.get(key);
  if (!statement) {
    statement = preparedSql<HistoryRow>(`referral_history_${key}`, historyStatement(shape));
    statements.set(key, statement);
  }
  return statement;
}

/** The page of the member's network the filter and paging select, and the network's counts. */
export async function readHistoryPage(
  db: DbOrTx,
  viewerId: string,
  filter: NetworkFilter,
  paging: { page: number; limit: number },
  at: Date,
) {
  const { rows } = await statementFor(filter)(db).execute({
    viewer: viewerId,
    now: at.toISOString(),
    limit: paging.limit,
    offset: (paging.page - 1) * paging.limit,
    ...networkFilterValues(filter),
  });
  const first = rows[0];
  return {
    counts: {
      total: first?.network_total ?? 0,
      active: first?.network_active ?? 0,
      linked: first?.network_linked ?? 0,
      paid: first?.network_paid ?? 0,
      matching: first?.network_matching ?? 0,
    },
    rows: rows.filter((row): row is HistoryRow & { depth: number } => row.depth !== null),
  };
}
