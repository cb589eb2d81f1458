import type { Language } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { formatUsdt } from '../../../infra/chain';
import type { Db } from '../../../infra/db/client';
import { postgresErrorOf } from '../../../infra/db/pg-errors';
import { adminDepositSetAsideMail } from '../../../infra/mail/templates';
import { users } from '../../users/users.tables';
import { notifyAdmins } from '../../admin-alerts';
import { depositTransfers } from '../onboarding.tables';

/** A failed crediting is tried again after 1 minute, then doubling, at most an hour apart; forever. */
export const creditRetryDelayMs = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const MAX_ERROR_LENGTH = 500;

/**
 * What failed, in words an admin can act on: a database error says so with its SQLSTATE; anything
 * else gives its name and first line. Never the query or its parameters (drizzle's wrapper holds
 * them), never a stack.
 */
export function describeCreditFailure(error: unknown): string {
  const database = postgresErrorOf(error);
  const text = database
    ? `database error ${database.code}: ${database.message}`
    : error instanceof Error
      ? `${error.name}: ${error.message.split('\n')[0]}`
      : `failure: ${String(error)}`;
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 3)}...` : text;
}

/**
 * Sets a transfer aside after its crediting failed: the failure is kept, the next try waits (see
 * `creditRetryDelayMs`), and the first time only, admins are alerted by e-mail (with the failure)
 * in the same transaction. A transfer credited or dropped meanwhile is left alone. Returns whether
 * it was set aside for the first time, or null when there was nothing to set aside.
 */
export async function setAsideTransfer(
  deps: { db: Db; appUrl: string },
  transferId: string,
  failure: string,
  now: Date,
): Promise<{ firstTime: boolean } | null> {
  return deps.db.transaction(async (tx) => {
    const [transfer] = await tx
      .select()
      .from(depositTransfers)
      .where(
        and(
          eq(depositTransfers.id, transferId),
          isNull(depositTransfers.creditedAt),
          isNull(depositTransfers.droppedAt),
        ),
      )
      .for('update');
    if (!transfer) return null;
    const attempts = transfer.creditAttempts + 1;
    await tx
      .update(depositTransfers)
      .set({
        setAsideAt: transfer.setAsideAt ?? now,
        creditError: failure,
        creditAttempts: attempts,
        retryAt: new Date(now.getTime() + creditRetryDelayMs(attempts)),
      })
      .where(eq(depositTransfers.id, transferId));
    const firstTime = transfer.setAsideAt === null;
    if (firstTime) {
      const [member] = await tx
        .select({ id: users.id, userId: users.userId, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, transfer.userId));
      await notifyAdmins(
        tx,
        'deposit',
        (language: Language) =>
          adminDepositSetAsideMail({
            appUrl: deps.appUrl,
            member: member!,
            amount: formatUsdt(BigInt(transfer.amountUnits)),
            txHash: transfer.txHash,
            toAddress: transfer.toAddress,
            error: failure,
            language,
          }),
        { now },
      );
    }
    return { firstTime };
  });
}
