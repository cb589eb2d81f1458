import { and, count, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { type BetweenReads, type DbOrTx, readAll, readInSnapshot } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { toAdminWithdrawal, toWithdrawal } from './withdrawal-presenters';
import { withdrawalLedger } from './withdrawal-ledger';
import { withdrawalSignals } from './withdrawal-signals';
import { withdrawalsRepository as repo } from './withdrawals.repository';
import { withdrawals } from './withdrawals.tables';

/** How many of the member's earlier withdrawals the review shows (newest first). */
export const REVIEW_HISTORY_LIMIT = 20;

/** Whether any other member ever asked for a withdrawal to this address (any status, any case). */
async function addressUsedByAnotherMember(db: DbOrTx, userId: string, address: string) {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(ne(withdrawals.userId, userId), sql`lower(${withdrawals.walletAddress}) = lower(${address})`));
  return (row?.n ?? 0) > 0;
}

/**
 * `GET /withdrawals/admin/:id`: the request, the member's account (status, balances, e-mail,
 * UID, joined, last password change), their earlier withdrawals and the signals of the review.
 * All of it from one snapshot: the admin decides on this page, so the request, the balance and
 * the history beside it must be of one moment (a payout or a credit committing meanwhile cannot
 * set them apart).
 */
export async function getWithdrawalReview(db: DbOrTx, withdrawalId: string, between: BetweenReads = {}) {
  return readInSnapshot(db, (tx) => readReview(tx, withdrawalId, between));
}

async function readReview(db: DbOrTx, withdrawalId: string, between: BetweenReads) {
  const withdrawal = await repo.findById(db, withdrawalId);
  if (!withdrawal) throw new AppError('WITHDRAWAL_NOT_FOUND');
  await between.afterFirstRead?.(); // after the request, before the member's figures
  const [member] = await db.select().from(users).where(eq(users.id, withdrawal.userId));
  if (!member) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const [others, balance, usedElsewhere] = await readAll(db, [
    () => repo.othersOfMember(db, member.id, withdrawal.id, 1000),
    () => withdrawalLedger.stats(db, member.id),
    () => addressUsedByAnotherMember(db, member.id, withdrawal.walletAddress),
  ]);
  const person = {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    userId: member.userId,
  };
  const approvers = await repo.approversOf(db, [withdrawal]);
  return {
    ...toAdminWithdrawal(withdrawal, person, approvers),
    account: {
      _id: member.id,
      userId: member.userId,
      status: member.status,
      isEmailVerified: member.isEmailVerified,
      bingXUID: member.bingxUid,
      joinedAt: member.createdAt,
      passwordChangedAt: member.passwordChangedAt,
      balance,
    },
    previousWithdrawals: others
      .filter((o) => o.requestedAt < withdrawal.requestedAt)
      .slice(0, REVIEW_HISTORY_LIMIT)
      .map(toWithdrawal),
    signals: withdrawalSignals({
      withdrawal,
      passwordChangedAt: member.passwordChangedAt,
      others,
      addressUsedByAnotherMember: usedElsewhere,
    }),
  };
}
