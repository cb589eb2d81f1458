import {
  WITHDRAWAL_DECISIONS,
  compareDecimal,
  normalizeDecimal,
  withdrawalDecisionMessages,
} from '@app/contract';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { notifyLive } from '../../infra/live/live-notify';
import { recordActivity } from '../activity';
import { readSettings } from '../settings';
import type { MinedPayout, WithdrawalPayouts } from './payout-port';
import {
  manualFallbackNote,
  type PayoutLimitHit,
  recordFirstApproval,
  recordManualFallback,
  recordWithdrawalDecision,
} from './withdrawal-audit';
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

/** What an approval makes of the payout (issue 15): who pays, and what it waits for. */
function payoutOnApproval(
  mined: MinedPayout | null,
  wallet: { configured: boolean; maxPerWithdrawal: string; amount: string },
) {
  if (mined) {
    return {
      payoutStatus: 'BROADCAST' as const,
      payoutMethod: 'MANUAL' as const,
      payoutBlockNumber: mined.blockNumber,
      payoutBlockHash: mined.blockHash,
      payoutNote: null,
      limitHit: null,
    };
  }
  if (!wallet.configured) {
    return {
      payoutStatus: 'AWAITING_PAYMENT' as const,
      payoutMethod: 'MANUAL' as const,
      payoutNote: null,
      limitHit: null,
    };
  }
  if (compareDecimal(wallet.amount, wallet.maxPerWithdrawal) > 0) {
    const limitHit: PayoutLimitHit = { limit: 'PER_WITHDRAWAL', max: wallet.maxPerWithdrawal };
    return {
      payoutStatus: 'AWAITING_PAYMENT' as const,
      payoutMethod: 'MANUAL' as const,
      payoutNote: manualFallbackNote(limitHit),
      limitHit,
    };
  }
  return {
    payoutStatus: 'AWAITING_PAYMENT' as const,
    payoutMethod: 'WALLET' as const,
    payoutNote: null,
    limitHit: null,
  };
}

/**
 * `PUT /withdrawals/:id`. A PENDING withdrawal is decided once: APPROVED starts its payout (the
 * hold stays until the payout is CONFIRMED on the chain, features/payouts), REJECTED and
 * BLOCKED_COMPLIANCE release it. A hash given with the approval is checked on the chain first
 * (manual payout); without one, the payout wallet pays when configured and within its limit per
 * withdrawal, else the payout awaits an admin's hash. Above the setting `secondApprovalAbove` the
 * first approval only records itself (still PENDING) and a different admin completes it. The member's money lock is taken before the
 * withdrawal's row lock (the order every money transaction uses), so two admins deciding at once
 * queue and the second finds it processed. A LOCKED or DISABLED member's request cannot be
 * APPROVED (ACCOUNT_NOT_ACTIVE). Audit entry and the member's e-mail commit with it.
 */
export async function decideWithdrawal(
  deps: Pick<WithdrawalDeps, 'db' | 'now' | 'appUrl' | 'wakeMail'> & {
    /** The payouts (features/payouts); without them a payout awaits an admin's hash, which cannot be checked. */
    payouts?: Pick<WithdrawalPayouts, 'walletConfigured' | 'verifyManualPayout'>;
  },
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
  // A hash is checked on the chain before any lock is taken (the node may be slow).
  let mined: MinedPayout | null = null;
  if (status === 'APPROVED' && input.transactionHash) {
    const preview = await repo.findById(deps.db, withdrawalId);
    if (!preview) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (preview.status !== 'PENDING') throw new AppError('WITHDRAWAL_ALREADY_PROCESSED');
    // What would refuse the approval anyway is said before the chain is asked (checked again below).
    const owner = await repo.memberOf(deps.db, preview.userId);
    if (owner.status !== 'ACTIVE') throw accountNotActive(owner.status);
    const settings = await readSettings(deps.db);
    if (compareDecimal(preview.amount, settings.secondApprovalAbove) > 0 && !preview.firstApprovedById) {
      throw hashBeforeSecondApproval();
    }
    if (!deps.payouts) {
      throw new AppError('CHAIN_UNAVAILABLE', { detail: 'No chain is configured (BSC_RPC_URL)' });
    }
    mined = await deps.payouts.verifyManualPayout(preview, input.transactionHash);
  }
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
        throw accountNotActive(member.status);
      }

      // What the ledger still holds for this request decides, never the row's amount alone.
      const held = await withdrawalLedger.heldFor(tx, withdrawalId);
      const move = { userId: before.userId, withdrawalId, now };
      let payout: ReturnType<typeof payoutOnApproval> | null = null;
      if (status === 'APPROVED') {
        if (compareDecimal(held, before.amount) < 0) throw new AppError('INSUFFICIENT_BALANCE_FOR_APPROVAL');
        const settings = await readSettings(tx);
        if (compareDecimal(before.amount, settings.secondApprovalAbove) > 0) {
          if (!before.firstApprovedById) {
            // Four eyes: the first approval is recorded; the money waits for a second admin.
            if (mined) throw hashBeforeSecondApproval();
            const first = await repo.recordFirstApproval(tx, withdrawalId, { by: admin.id, at: now });
            if (!first) throw new AppError('WITHDRAWAL_ALREADY_PROCESSED');
            await recordFirstApproval(tx, { admin, before, after: first, now });
            const { deletedAt: _erased, status: _status, ...person } = member;
            return { first: true as const, withdrawal: first, person };
          }
          if (before.firstApprovedById === admin.id) throw new AppError('SECOND_APPROVAL_REQUIRED');
        }
        // No money moves yet: the hold becomes a debit when the payout is CONFIRMED.
        payout = payoutOnApproval(mined, {
          configured: deps.payouts?.walletConfigured ?? false,
          maxPerWithdrawal: settings.payoutWalletMaxPerWithdrawal,
          amount: before.amount,
        });
      } else if (compareDecimal(held, '0') > 0) {
        await withdrawalLedger.release(tx, { ...move, amount: held });
      }
      const { limitHit, ...payoutColumns } = payout ?? { limitHit: null };
      const after = await repo.decide(tx, withdrawalId, {
        status,
        reason,
        transactionHash: status === 'APPROVED' ? (mined?.hash ?? null) : null,
        processedAt: now,
        processedById: admin.id,
        ...payoutColumns,
      });
      if (!after) throw new AppError('WITHDRAWAL_ALREADY_PROCESSED');
      // The member's balances and history, and the admins' pending count, change at commit.
      await notifyLive(tx, { k: 'withdrawal', u: after.userId });
      await notifyLive(tx, { k: 'pending' });
      await recordWithdrawalDecision(tx, { admin, before, after, now });
      // The wallet's limit sent it to manual payout: the platform's decision, on record too.
      if (limitHit) await recordManualFallback(tx, { withdrawal: after, hit: limitHit, at: 'approval', now });
      await enqueueWithdrawalDecisionMail(tx, after, member, { appUrl: deps.appUrl, now });
      await recordActivity(tx, {
        userId: after.userId,
        type: 'withdrawal',
        details: { withdrawalId: after.id, amount: normalizeDecimal(after.amount), status: after.status },
        at: now,
      });
      const { deletedAt: _erased, status: _status, ...person } = member;
      return { first: false as const, withdrawal: after, person };
    });
    deps.wakeMail?.();
    return decided;
  } catch (err) {
    if (isUniqueViolation(err, 'withdrawals_transaction_hash_unique'))
      throw new AppError('PAYOUT_HASH_IN_USE');
    throw err;
  }
}

const accountNotActive = (accountStatus: string) =>
  new AppError('ACCOUNT_NOT_ACTIVE', {
    data: { accountStatus },
    detail: `The member's account is ${accountStatus}`,
  });

const hashBeforeSecondApproval = () =>
  new AppError('VALIDATION_ERROR', {
    data: {
      errors: [
        {
          path: 'transactionHash',
          message: withdrawalDecisionMessages.hashBeforeSecondApproval,
        },
      ],
    },
  });
