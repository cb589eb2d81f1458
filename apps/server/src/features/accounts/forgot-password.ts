import type { AccountsDeps } from './accounts-deps';
import { sendAccountEmail } from './send-account-email';
import { usersRepository } from './users.repository';

/**
 * E-mails a reset link (1 hour, single use, replacing any earlier link) to the account with this
 * address. The answer is the same whether or not there is one, and when its limit of 3 e-mails
 * in 15 minutes is reached. Accounts that are LOCKED or DISABLED get the link too: the reset
 * then tells them ACCOUNT_NOT_ACTIVE.
 */
export async function forgotPassword(deps: AccountsDeps, input: { email: string }): Promise<void> {
  const user = await usersRepository.findByEmail(deps.db, input.email);
  if (!user?.passwordHash) return;
  const now = deps.now();
  const appUrl = deps.config.appUrl;
  const result = await deps.db.transaction((tx) =>
    sendAccountEmail(tx, { user, purpose: 'RESET_PASSWORD', now, appUrl, limit: true }),
  );
  if (result.sent) deps.mail.wake();
}
