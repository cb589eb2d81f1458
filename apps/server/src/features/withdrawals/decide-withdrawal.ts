import {
  WITHDRAWAL_DECISIONS,
  compareDecimal,
  normalizeDecimal,
  withdrawalDecisionMessages,
} from '@app/contract';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { recordActivity } from '../activity';
import { recordWithdrawalDecision } from './withdrawal-audit';
import { toAdminWithdrawal } from './withdrawal-presenters';
import type { WithdrawalDeps } from './withdrawal-deps';
import { withdrawalLedger } from './withdrawal-ledger';
import { enqueueWithdrawalDecisionMail } from './withdrawal-mails';
import { withdrawalsRepository as repo } from './withdrawals.repository';

type Decision = (typeof WITHDRAWAL_DECISIONS)[number];
const isDecision = (status: string): status is Decision =>
  (WITHDRAWAL_DECISIONS as readonly string[]).includes(status);

export interface DecideWithdrawalInput {
  status: string;
  reason?: string | undefined;
  transactionHash?: string | undefined;
}

export interface DecidingAdmin {
  id: string;
  ip: string | null;
}

/**
 * `PUT /withdrawals/:id`. A PENDING withdrawal is decided once: APPROVED turns its hold into a
 * debit, REJECTED and BLOCKED_COMPLIANCE release it. The member's money lock is taken before the
 * withdrawal's row lock (the order every money transaction uses), so two admins deciding at once
 * queue and the second finds it processed. A LOCKED or DISABLED member's request cannot be
 * APPROVED (ACCOUNT_NOT_ACTIVE). Audit entry and the member's e-mail commit with it.
 */
export async function decideWithdrawal(
  deps: Pick<WithdrawalDeps, 'db' | 'now' | 'appUrl' | 'wakeMail'>,
  admin: DecidingAdmin,
  withdrawalId: string,
  input: DecideWithdrawalInput,
) {
  const { status } = input;
  if (!isDecision(status)) throw new AppError('INVALID_STATUS');
  const reason = input.reason?.trim() || null;
  if (status !== 'APPROVED' && !reason) {
    throw new AppError('VALIDATION_ERROR', {
      data: { errors: [{ path: 'reason', message: withdrawalDecisionMessages.reasonRequired }] },
    });
  }
  const now = deps.now();
  try {
    const decided = await deps.db.transaction(async (tx) => {
      const found = await repo.findById(tx, withdrawalId);
      if (!found) throw new AppError('WITHDRAWAL_NOT_FOUND');
      await withdrawalLedger.lockMoney(tx, found.userId);
      const before = await repo.findById(tx, withdrawalId, { forUpdate: true });
      if (!before || before.status !== 'PENDING') throw new AppError('WITHDRAWAL_ALREADY_PROCESSED');
      // Read under the member's lock, so a status change committed meanwhile is seen.
      const member = await repo.memberOf(tx, before.userId);
      if (status === 'APPROVED' && member.status !== 'ACTIVE') {
        // No money leaves a LOCKED or DISABLED account; rejecting or blocking stays possible.
        throw new AppError('ACCOUNT_NOT_ACTIVE', {
          data: { accountStatus: member.status },
          detail: `The member's account is ${member.status}`,
        });
      }

      // What the ledger still holds for this request decides, never the row's amount alone.
      const held = await withdrawalLedger.heldFor(tx, withdrawalId);
      const move = { userId: before.userId, withdrawalId, now };
      if (status === 'APPROVED') {
        if (compareDecimal(held, before.amount) < 0) throw new AppError('INSUFFICIENT_BALANCE_FOR_APPROVAL');
        await withdrawalLedger.debit(tx, { ...move, amount: before.amount });
      } else if (compareDecimal(held, '0') > 0) {
        await withdrawalLedger.release(tx, { ...move, amount: held });
      }
      const after = await repo.decide(tx, withdrawalId, {
        status,
        reason,
        transactionHash: status === 'APPROVED' ? (input.transactionHash ?? null) : null,
        processedAt: now,
        processedById: admin.id,
      });
      if (!after) throw new AppError('WITHDRAWAL_ALREADY_PROCESSED');
      await recordWithdrawalDecision(tx, { admin, before, after, now });
      await enqueueWithdrawalDecisionMail(tx, after, member, { appUrl: deps.appUrl, now });
      await recordActivity(tx, {
        userId: after.userId,
        type: 'withdrawal',
        details: { withdrawalId: after.id, amount: normalizeDecimal(after.amount), status: after.status },
        at: now,
      });
      const { deletedAt: _erased, status: _status, ...person } = member;
      return toAdminWithdrawal(after, person);
    });
    deps.wakeMail?.();
    return decided;
  } catch (err) {
    if (isUniqueViolation(err, 'withdrawals_transaction_hash_unique')) {
      throw new AppError('VALIDATION_ERROR', {
        data: { errors: [{ path: 'transactionHash', message: 'This transaction hash is already recorded' }] },
      });
    }
    throw err;
  }
}
