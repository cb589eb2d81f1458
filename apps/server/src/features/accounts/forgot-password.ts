import type { AccountsDeps } from './accounts-deps';
import { queueAddressMail } from './address-mail';

/**
 * E-mails a reset link (1 hour, single use, replacing any earlier link) to the account with this
 * address. The answer is the same whether or not there is one, and when its limit of 3 e-mails
 * in 15 minutes is reached, after the same work (`queueAddressMail`). Accounts that are LOCKED or
 * DISABLED get the link too: the reset then tells them ACCOUNT_NOT_ACTIVE.
 */
export async function forgotPassword(deps: AccountsDeps, input: { email: string }): Promise<void> {
  await queueAddressMail(deps, { email: input.email, purpose: 'RESET_PASSWORD' });
}
