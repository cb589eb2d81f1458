import type { ParsedBodyOf, ParsedParamsOf, endpoints } from '@app/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { formatUsdt, parseUsdt } from '../../../infra/chain';
import type { Db } from '../../../infra/db/client';
import { isUniqueViolation } from '../../../infra/db/pg-errors';
import { users } from '../../users/users.tables';
import { writeAudit } from '../../audit';
import { depositRefunds } from '../onboarding.tables';
import type { SubscriptionPaidHook } from '../subscription-events';
import { applySubscriptionPayments, depositTotals } from '../subscription/apply-payments';
import { depositFiguresFor } from './deposit-figures';
import { depositAddressRow } from './list-deposit-addresses';

type Params = ParsedParamsOf<typeof endpoints.recordDepositRefund>;
type Body = ParsedBodyOf<typeof endpoints.recordDepositRefund>;

/**
 * `POST /admin/deposits/:id/refunds`: an admin sent part of a member's credit (an overpayment)
 * back on the chain, from the platform's wallet (the server holds no key), and records it here:
 * the amount leaves the member's credit so it never pays a period. At most the credit
 * (REFUND_EXCEEDS_CREDIT); each refund transaction once (REFUND_ALREADY_RECORDED). Under the
 * member's row lock, as crediting, with its audit entry in the same transaction; the credit the
 * cap held back is looked at again at once (a hold ends when what is left is below the fee).
 */
export async function recordDepositRefund(
  deps: { db: Db; now: () => Date; subscriptionPaid: SubscriptionPaidHook },
  params: Params,
  body: Body,
  actor: { userId: string; ip: string | null },
) {
  const txHash = body.txHash.toLowerCase();
  try {
    return await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, params.id), isNotNull(users.walletAddress)))
        .for('update');
      if (!user) throw new AppError('USER_NOT_FOUND', { detail: 'No deposit address for this user' });
      const [known] = await tx
        .select({ id: depositRefunds.id })
        .from(depositRefunds)
        .where(eq(depositRefunds.txHash, txHash));
      if (known) throw new AppError('REFUND_ALREADY_RECORDED');
      const units = parseUsdt(body.amount);
      const before = await depositTotals(tx, user.id);
      if (units > before.credit) throw new AppError('REFUND_EXCEEDS_CREDIT');

      const now = deps.now();
      await tx.insert(depositRefunds).values({
        userId: user.id,
        amountUnits: units.toString(),
        txHash,
        recordedBy: actor.userId,
        createdAt: now,
      });
      await applySubscriptionPayments(tx, user.id, now, deps.subscriptionPaid);
      await writeAudit(tx, {
        actorId: actor.userId,
        action: 'deposit.refund',
        target: { type: 'user', id: user.id },
        before: { credit: formatUsdt(before.credit) },
        after: { credit: formatUsdt(before.credit - units), refunded: formatUsdt(units), txHash },
        ip: actor.ip,
        at: now,
      });
      const figures = await depositFiguresFor(tx, [user.id]);
      return depositAddressRow(user, figures.get(user.id)!);
    });
  } catch (error) {
    // Two admins recording the same transaction at once: the unique index decides.
    if (isUniqueViolation(error, 'deposit_refunds_tx_hash_unique'))
      throw new AppError('REFUND_ALREADY_RECORDED');
    throw error;
  }
}
