import type { Auth } from '../../http/auth';
import { requireRecentSecondFactor } from '../../http/auth';
import type { TwoFactorDeps } from './two-factor-deps';
import { hasSecondFactor } from './verify-second-factor';

/**
 * Before a factor is added to an admin account (ADR 0011): when the account already has one, only
 * a session that checked it in the last minutes may add another (STEP_UP_REQUIRED otherwise) —
 * else a stolen, stale session could add its own way in and step up with it. Without one, adding
 * it is the enrolment, which then counts as this session's check. Returns whether it is.
 */
export async function guardNewFactor(deps: TwoFactorDeps, caller: Auth): Promise<{ enrolling: boolean }> {
  if (!caller.isAdmin) return { enrolling: false };
  if (!(await hasSecondFactor(deps.db, caller.userId))) return { enrolling: true };
  requireRecentSecondFactor(caller, deps.now());
  return { enrolling: false };
}
