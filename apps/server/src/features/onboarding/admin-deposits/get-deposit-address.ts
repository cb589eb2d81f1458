import { formatUsdt as formatUnits, parseUsdt } from '../../../infra/chain';
import type { ParsedParamsOf, ParsedQueryOf, endpoints } from '@app/contract';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { type BetweenReads, type DbOrTx, readAll, readPageInSnapshot } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { offsetOf, pageInfo } from '../../../shared/paging';
import { depositRefunds, depositTransfers, subscriptionPeriods } from '../onboarding.tables';
import { depositFiguresFor, transferStateSql } from './deposit-figures';
import { depositAddressRow } from './list-deposit-addresses';

type Params = ParsedParamsOf<typeof endpoints.adminDepositAddress>;
type Query = ParsedQueryOf<typeof endpoints.adminDepositAddress>;

/** '10.000000000000000000' (numeric(38,18)) -> '10'. */
const usdtText = (numeric: string) => formatUnits(parseUsdt(numeric));

/**
 * `GET /admin/deposits/:id`: one member's deposit address with its figures, every paid period and
 * recorded refund, and a page of its transfers (newest block first) with their state and, when set aside, the failure.
 * USER_NOT_FOUND for an id without a deposit address. All of it from one snapshot: a transfer
 * stored or credited meanwhile cannot set the page of transfers apart from its total or the figures.
 */
export async function getDepositAddress(
  db: DbOrTx,
  params: Params,
  query: Query,
  between: BetweenReads = {},
) {
  const t = depositTransfers;
  const recorder = { userId: users.userId, firstName: users.firstName, lastName: users.lastName };
  const [{ user, transfers }, [figures, periods, refunds, [total]]] = await readPageInSnapshot(
    db,
    {
      page: async (tx) => {
        const [found] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, params.id), isNotNull(users.walletAddress)));
        if (!found) throw new AppError('USER_NOT_FOUND', { detail: 'No deposit address for this user' });
        const page = await tx
          .select({ row: t, state: transferStateSql })
          .from(t)
          .where(eq(t.userId, found.id))
          .orderBy(desc(t.blockNumber), desc(t.logIndex), desc(t.id))
          .limit(query.limit)
          .offset(offsetOf(query.page, query.limit));
        return { user: found, transfers: page };
      },
      rest: (tx, { user }) =>
        readAll(tx, [
          () => depositFiguresFor(tx, [user.id]),
          () =>
            tx
              .select()
              .from(subscriptionPeriods)
              .where(eq(subscriptionPeriods.userId, user.id))
              .orderBy(asc(subscriptionPeriods.periodNumber)),
          () =>
            tx
              .select({ refund: depositRefunds, recorder })
              .from(depositRefunds)
              .leftJoin(users, eq(users.id, depositRefunds.recordedBy))
              .where(eq(depositRefunds.userId, user.id))
              .orderBy(desc(depositRefunds.createdAt)),
          () => tx.select({ n: count() }).from(t).where(eq(t.userId, user.id)),
        ]),
    },
    between,
  );
  return {
    address: depositAddressRow(user, figures.get(user.id)!),
    periods: periods.map((p) => ({
      periodNumber: p.periodNumber,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      paidAt: p.paidAt,
      amount: usdtText(p.amountUsdt),
    })),
    refunds: refunds.map(({ refund, recorder: by }) => ({
      _id: refund.id,
      amount: formatUnits(BigInt(refund.amountUnits)),
      txHash: refund.txHash,
      recordedBy: by ? { userId: by.userId, name: `${by.firstName} ${by.lastName}` } : null,
      createdAt: refund.createdAt,
    })),
    transfers: transfers.map(({ row, state }) => ({
      _id: row.id,
      txHash: row.txHash,
      logIndex: row.logIndex,
      blockNumber: Number(row.blockNumber),
      fromAddress: row.fromAddress,
      amount: formatUnits(BigInt(row.amountUnits)),
      state,
      seenAt: row.seenAt,
      creditedAt: row.creditedAt,
      droppedAt: row.droppedAt,
      setAsideAt: row.setAsideAt,
      error: row.creditError,
      attempts: row.creditAttempts,
      nextAttemptAt: state === 'SET_ASIDE' ? row.retryAt : null,
    })),
    pagination: pageInfo(query.page, query.limit, total?.n ?? 0),
  };
}
