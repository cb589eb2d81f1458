import { markSecondFactorChecked } from '../accounts';
import { readOwner } from './owner';
import type { TwoFactorDeps } from './two-factor-deps';
import { recordFactorEvent } from './two-factor-events';
import { type SecondFactorProof, verifySecondFactor } from './verify-second-factor';

/**
 * `POST /users/two-factor/step-up` (ADR 0011): a current code of the account's second factor, or
 * an assertion of one of its passkeys (an account whose only factor is passkeys has no code), marks the calling session as checked now, so admin decisions (which need a check within
 * STEP_UP_MAX_AGE_MINUTES) go through for the next minutes. The check is the one every use of
 * the factor goes through (replay, lockout, per-account limit). Recovery codes are refused here:
 * they are the way back in for a lost app, ten in all, not a routine confirmation. In the
 * activity, and for an admin in the audit log.
 */
export async function stepUpSecondFactor(
  deps: TwoFactorDeps,
  caller: { userId: string; sessionId: string },
  proof: SecondFactorProof,
  ip: string | null,
) {
  const owner = await readOwner(deps.db, caller.userId);
  await verifySecondFactor(deps, owner, proof, { allowRecovery: false, ip });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await markSecondFactorChecked(tx, caller.sessionId, now);
    await recordFactorEvent(tx, { owner, event: 'step-up', now, ip, appUrl: deps.appUrl });
  });
  return { secondFactorAt: now };
}
