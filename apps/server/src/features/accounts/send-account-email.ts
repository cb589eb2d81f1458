import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail/outbox';
import { resetPasswordMail, verifyEmailMail } from '../../infra/mail/templates';
import { accountMailWaitMs } from './account-mail-limit';
import { issueAccountToken } from './account-tokens';
import { type AccountTokenPurpose } from './accounts.tables';
import { type UserRow, users } from '../users/users.tables';

export type AccountEmailResult = { sent: true } | { sent: false; retryAfterMs: number };

/**
 * Issues a token of `purpose` and writes its e-mail (verification link or reset link) into the
 * outbox, in the caller's transaction. The account row is locked first, so parallel calls for one
 * account take turns (one live token, an exact count for the limit). With `limit`, an account that
 * had its share of e-mails in the last 15 minutes gets none.
 */
export async function sendAccountEmail(
  tx: Tx,
  input: {
    user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>;
    purpose: AccountTokenPurpose;
    now: Date;
    appUrl: string;
    limit: boolean;
  },
): Promise<AccountEmailResult> {
  const { user, purpose, now } = input;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  if (input.limit) {
    const retryAfterMs = await accountMailWaitMs(tx, { userId: user.id, purpose, now });
    if (retryAfterMs > 0) return { sent: false, retryAfterMs };
  }
  const token = await issueAccountToken(tx, { userId: user.id, purpose, now });
  const mail = { appUrl: input.appUrl, firstName: user.firstName, token, language: user.language };
  const content = purpose === 'VERIFY_EMAIL' ? verifyEmailMail(mail) : resetPasswordMail(mail);
  await enqueueMail(
    tx,
    { to: user.email, kind: purpose === 'VERIFY_EMAIL' ? 'verify-email' : 'reset-password', ...content },
    now,
  );
  return { sent: true };
}
