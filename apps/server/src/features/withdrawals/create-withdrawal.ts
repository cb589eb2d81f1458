import type { endpoints } from '@app/contract';
import { type ParsedBodyOf, normalizeDecimal } from '@app/contract';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { notifyLive } from '../../infra/live/live-notify';
import { recordActivity } from '../activity';
import { checkWithdrawalAddress, walletAddressNotReady } from '../wallet-addresses';
import { checkWithdrawalOtp, consumeWithdrawalOtp } from './otp/consume-withdrawal-otp';
import { holdWithdrawal } from './hold-withdrawal';
import { assertOnboardingDone, readActiveMember } from './lock-member';
import { assertDestinationAllowed, assertNotOwnOrBurned } from './withdrawal-destination';
import { assertNoWithdrawalCooldown } from './withdrawal-cooldown';
import type { WithdrawalDeps } from './withdrawal-deps';
import { withdrawalLedger } from './withdrawal-ledger';
import { enqueueWithdrawalAlerts } from './withdrawal-mails';
import { withdrawalsRepository as repo } from './withdrawals.repository';

export type CreateWithdrawalInput = ParsedBodyOf<typeof endpoints.createWithdrawal>;

/**
 * `POST /withdrawals`: the second factor where the member has one (its own transaction), then one
 * transaction under the member's money lock: account ACTIVE, onboarding done, no cooldown, the
 * verified code, an address in the member's book, confirmed and past its wait (ADR 0012), the code
 * used up, an allowed address, no other PENDING request, the balance check and the hold, the admins'
 * alert. Any refusal rolls everything back, the code included; an address not ready is the one
 * exception: its adding to the book (PENDING, link e-mailed) is committed, nothing else happened
 * yet (no code used, nothing held), and the call is refused with WALLET_ADDRESS_NOT_READY.
 */
export async function createWithdrawal(deps: WithdrawalDeps, userId: string, input: CreateWithdrawalInput) {
  // Its own transaction first: a wrong code is counted even though the request is refused.
  await deps.confirmSecondFactor?.(userId, input.twoFactorCode, input.twoFactorPasskey);
  const now = deps.now();
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      await withdrawalLedger.lockMoney(tx, userId);
      const member = await readActiveMember(tx, userId);
      assertOnboardingDone(member, now);
      assertNoWithdrawalCooldown(member, now);
      const otpDeps = { otpKey: deps.otpKey, now };
      await checkWithdrawalOtp(tx, otpDeps, userId, input.otp);
      await assertNotOwnOrBurned(tx, input.walletAddress);
      const notReady = await checkWithdrawalAddress(
        tx,
        { db: deps.db, appUrl: deps.appUrl },
        { owner: member, address: input.walletAddress, now },
      );
      if (notReady) return { notReady, withdrawal: null };
      await consumeWithdrawalOtp(tx, otpDeps, userId, input.otp);
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
      // The admins' pending count changes at commit (ADR 0015).
      await notifyLive(tx, { k: 'pending' });
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
      return { notReady: null, withdrawal };
    });
    deps.wakeMail?.();
    if (!outcome.withdrawal) throw walletAddressNotReady(outcome.notReady);
    return outcome.withdrawal;
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
