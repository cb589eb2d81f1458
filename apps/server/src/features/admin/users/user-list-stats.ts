import { type DbOrTx, readAll } from '../../../infra/db/client';
import { countKinds, liveAccountKinds, runningSubscriptions } from '../summaries/admin-summary';

/**
 * The users list's stat cards over every (not deleted) account, admins included: from the
 * summaries the writes keep (ADR 0018), never a pass over the accounts.
 */
export async function userListStats(db: DbOrTx, now: Date) {
  const [kinds, running] = await readAll(db, [
    () => liveAccountKinds(db),
    () => runningSubscriptions(db, now),
  ]);
  const where = (pick: Parameters<typeof countKinds>[1]) => countKinds(kinds, pick);
  return {
    totalUsers: where(() => true),
    activeUsers: where((k) => k.status === 'ACTIVE'),
    lockedUsers: where((k) => k.status === 'LOCKED'),
    disabledUsers: where((k) => k.status === 'DISABLED'),
    verifiedUsers: where((k) => k.verified),
    unverifiedUsers: where((k) => !k.verified),
    onboardingCompleted: running.count({ linked: true }),
    subscriptionPaid: running.count({}),
  };
}
