import type { WithdrawalStatus } from '@app/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../infra/db/client';
import { toWithdrawal, withdrawalPagination } from './withdrawal-presenters';
import { withdrawals } from './withdrawals.tables';

/**
 * `GET /withdrawals`: a page of the member's own withdrawals, newest first, and its total from one
 * snapshot (a withdrawal requested or decided meanwhile cannot set the pager apart from the page).
 */
export async function listMemberWithdrawals(
  db: DbOrTx,
  userId: string,
  query: { page: number; limit: number; status?: WithdrawalStatus | undefined },
  between: BetweenReads = {},
) {
  const where = and(
    eq(withdrawals.userId, userId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [rows, [total]] = await readPageInSnapshot(
    db,
    {
      page: (tx) =>
        tx
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      rest: (tx) => tx.select({ n: count() }).from(withdrawals).where(where),
    },
    between,
  );
  return {
    withdrawals: rows.map(toWithdrawal),
    pagination: withdrawalPagination(query.page, query.limit, total?.n ?? 0, rows.length),
  };
}
