import { type SQL, asc, desc, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { offsetOf } from '../../../shared/paging';
import { adminSummary } from '../admin.tables';
import { countOf, metricIs } from '../summaries/admin-summary';
import type { AdminUsersQuery } from './admin-user-query';

const DAY_MS = 86_400_000;
/** Below this offset the index range a page skips is short anyway: no summary read. */
const WINDOW_FROM_OFFSET = 1_000;

/** Where a page's ids are read from, and how many rows of that range come before the page. */
export interface SignUpWindow {
  where: SQL;
  offset: number;
}

/**
 * A deep page of the whole list (no search, no filter) in sign-up order: the live accounts per
 * UTC sign-up day (summary 'joined', ADR 0018) say on which day the page's first row signed up
 * and how many rows of the order come before that day, so the page reads its ids from that day
 * on and skips only that day's earlier rows, not every account before it. The spec's page
 * numbers stay as they are. Undefined for other orders and shallow pages.
 */
export async function signUpWindow(db: DbOrTx, query: AdminUsersQuery): Promise<SignUpWindow | undefined> {
  if (query.sort !== '-createdAt' && query.sort !== 'createdAt') return undefined;
  const offset = offsetOf(query.page, query.limit);
  if (offset < WINDOW_FROM_OFFSET) return undefined;
  const newestFirst = query.sort === '-createdAt';
  const days = await db
    .select({ day: adminSummary.bucket, n: countOf() })
    .from(adminSummary)
    .where(metricIs('joined'))
    .groupBy(adminSummary.bucket)
    .orderBy(newestFirst ? desc(adminSummary.bucket) : asc(adminSummary.bucket));
  let before = 0;
  for (const { day, n } of days) {
    if (day && before + n > offset) {
      const where = newestFirst
        ? lt(users.createdAt, new Date(day.getTime() + DAY_MS))
        : gte(users.createdAt, day);
      return { where, offset: offset - before };
    }
    before += n;
  }
  // Past the last account: an empty page.
  return { where: sql`false`, offset: 0 };
}
