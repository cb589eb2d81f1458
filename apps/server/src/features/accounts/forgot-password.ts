import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { oneLine } from '../../infra/mail/escape-html';
import { resetPasswordMail } from '../../infra/mail/templates';
import { ACCOUNT_MAIL_WINDOW_MS, ACCOUNT_MAILS_PER_WINDOW } from './account-mail-limit';
import { ACCOUNT_TOKEN_TTL_MS, hashAccountToken } from './account-tokens';
import type { AccountsDeps } from './accounts-deps';

/** No account has this id (uuid v4 ids never are all zeros). */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * E-mails a reset link (1 hour, single use, replacing any earlier link) to the account with this
 * address. The answer is the same whether or not there is one, and when its limit of 3 e-mails
 * in 15 minutes is reached. Accounts that are LOCKED or DISABLED get the link too: the reset
 * then tells them ACCOUNT_NOT_ACTIVE.
 *
 * The answer time does not tell either: every address costs the same two statements in one
 * transaction (find and lock the account; then limit, revoke, new token and outbox message in one
 * statement, which for an unknown address matches no row and writes nothing), and the link and
 * message are made for every address. What differs (sending) is the outbox worker's, off the request.
 */
export async function forgotPassword(deps: AccountsDeps, input: { email: string }): Promise<void> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const sent = await deps.db.transaction(async (tx) => {
    // Locked: parallel requests for one account take turns, so the limit counts exactly.
    const { rows } = await tx.execute<{ id: string; email: string; first_name: string }>(sql`
      SELECT id, email, first_name FROM users
       WHERE lower(email) = lower(${input.email.trim()}) AND deleted_at IS NULL AND password_hash IS NOT NULL
       FOR UPDATE`);
    const account = rows[0];
    const mail = resetPasswordMail({
      appUrl: deps.config.appUrl,
      firstName: account?.first_name ?? '',
      token,
    });
    const windowStart = new Date(now.getTime() - ACCOUNT_MAIL_WINDOW_MS);
    const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.RESET_PASSWORD);
    const queued = await tx.execute(sql`
      WITH allowed AS (
        SELECT u.id FROM users u
         WHERE u.id = ${account?.id ?? NO_ACCOUNT_ID}::uuid
           AND (SELECT count(*) FROM account_tokens t
                 WHERE t.user_id = u.id AND t.purpose = 'RESET_PASSWORD'
                   AND t.created_at > ${windowStart.toISOString()}::timestamptz) < ${ACCOUNT_MAILS_PER_WINDOW}
      ), revoked AS (
        UPDATE account_tokens SET revoked_at = ${now.toISOString()}::timestamptz
         WHERE user_id IN (SELECT id FROM allowed) AND purpose = 'RESET_PASSWORD'
           AND used_at IS NULL AND revoked_at IS NULL
      ), issued AS (
        INSERT INTO account_tokens (user_id, purpose, token_hash, created_at, expires_at)
        SELECT id, 'RESET_PASSWORD', ${hashAccountToken(token)}, ${now.toISOString()}::timestamptz,
               ${expiresAt.toISOString()}::timestamptz
          FROM allowed
        RETURNING user_id
      )
      INSERT INTO mail_outbox (to_address, subject, html, text, kind, created_at, next_attempt_at)
      SELECT ${oneLine(account?.email ?? input.email)}, ${oneLine(mail.subject)}, ${mail.html}, ${mail.text},
             'reset-password', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM issued`);
    return (queued.rowCount ?? 0) > 0;
  });
  if (sent) deps.mail.wake();
}
