import type { endpoints } from '@app/contract';
import { type ParsedBodyOf, normalizeDecimal } from '@app/contract';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { recordActivity } from '../activity';
import { consumeWithdrawalOtp } from './otp/consume-withdrawal-otp';
import { holdWithdrawal } from './hold-withdrawal';
import { assertOnboardingDone, readActiveMember } from './lock-member';
import { assertDestinationAllowed } from './withdrawal-destination';
import { assertNoWithdrawalCooldown } from './withdrawal-cooldown';
import type { WithdrawalDeps } from './withdrawal-deps';
import { withdrawalLedger } from './withdrawal-ledger';
import { enqueueWithdrawalAlerts } from './withdrawal-mails';
import { withdrawalsRepository as repo } from './withdrawals.repository';

export type CreateWithdrawalInput = ParsedBodyOf<typeof endpoints.createWithdrawal>;

/**
 * `POST /withdrawals`: the second factor where the member has one (its own transaction), then one
 * transaction under the member's money lock: account ACTIVE, onboarding done, no cooldown,
 * the verified code (used up here), an allowed address, no other PENDING request, the balance
 * check and the hold, the admins' alert. Any refusal rolls everything back, the code included.
 */
export async function createWithdrawal(deps: WithdrawalDeps, userId: string, input: CreateWithdrawalInput) {
  // Its own transaction first: a wrong code is counted even though the request is refused.
  await deps.confirmSecondFactor?.(userId, input.twoFactorCode, input.twoFactorPasskey);
  const now = deps.now();
  try {
    const created = await deps.db.transaction(async (tx) => {
      await withdrawalLedger.lockMoney(tx, userId);
      const member = await readActiveMember(tx, userId);
      assertOnboardingDone(member, now);
      assertNoWithdrawalCooldown(member, now);
      await consumeWithdrawalOtp(tx, { otpKey: deps.otpKey, now }, userId, input.otp);
      await assertDestinationAllowed(tx, userId, input.walletAddress);
      if (await repo.hasPending(tx, userId)) throw new AppError('TOO_MANY_PENDING_WITHDRAWALS');
      const withdrawal = await repo.insert(tx, {
        userId,
        amount: input.amount,
        asset: input.asset,
        walletAddress: input.walletAddress,
        status: 'PENDING',
        requestedAt: now,
      });
      await holdWithdrawal(tx, { userId, withdrawalId: withdrawal.id, amount: input.amount, now });
      await enqueueWithdrawalAlerts(tx, { member, withdrawal, appUrl: deps.appUrl, now });
      await recordActivity(tx, {
        userId,
        type: 'withdrawal',
        details: {
          withdrawalId: withdrawal.id,
          amount: normalizeDecimal(withdrawal.amount),
          status: withdrawal.status,
        },
        at: now,
      });
      return withdrawal;
    });
    deps.wakeMail?.();
    return created;
  } catch (err) {
    // The constraints behind the checks above, for requests that raced past them.
    if (isUniqueViolation(err, 'withdrawals_one_pending_per_user')) {
      throw new AppError('TOO_MANY_PENDING_WITHDRAWALS');
    }
    if (isUniqueViolation(err, 'withdrawals_one_pending_per_address'))
      throw new AppError('WALLET_ADDRESS_IN_USE');
    throw err;
  }
}
