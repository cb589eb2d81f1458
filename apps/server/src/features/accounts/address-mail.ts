import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@app/contract';
import { sql } from 'drizzle-orm';
import { oneLine } from '../../infra/mail/escape-html';
import { resetPasswordMail, verifyEmailMail } from '../../infra/mail/templates';
import { ACCOUNT_MAIL_WINDOW_MS, ACCOUNT_MAILS_PER_WINDOW } from './account-mail-limit';
import { ACCOUNT_TOKEN_TTL_MS, hashAccountToken } from './account-tokens';
import type { AccountsDeps } from './accounts-deps';

/** No account has this id (uuid v4 ids never are all zeros). */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

type AddressMailPurpose = 'RESET_PASSWORD' | 'VERIFY_EMAIL';

const byPurpose = {
  RESET_PASSWORD: { kind: 'reset-password', render: resetPasswordMail, needs: sql`` },
  // Only an account that still has something to verify gets a link.
  VERIFY_EMAIL: { kind: 'verify-email', render: verifyEmailMail, needs: sql` AND NOT is_email_verified` },
} as const;

/**
 * An anonymous request for an account e-mail (reset link, verification link) by address: the
 * answer must not tell whether an account wants one, by its content or its time. So every address
 * costs the same work on the same path, whatever it names: the same two statements in one
 * transaction (find and lock the account; then limit, revoke, new token and outbox message in one
 * statement, which for an address without such an account matches no row and writes nothing), a
 * token and a rendered message for every address, and the same wake of the mail worker. Only the
 * outbox worker, off the request, sends. At most 3 e-mails of a purpose per account in 15 minutes.
 */
export async function queueAddressMail(
  deps: Pick<AccountsDeps, 'db' | 'now' | 'config' | 'mail'>,
  input: { email: string; purpose: AddressMailPurpose },
): Promise<void> {
  const now = deps.now();
  const { kind, render, needs } = byPurpose[input.purpose];
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // Locked: parallel requests for one account take turns, so the limit counts exactly.
    const { rows } = await tx.execute<{
      id: string;
      email: string;
      first_name: string;
      language: Language;
    }>(sql`
      SELECT id, email, first_name, language FROM users
       WHERE lower(email) = lower(${input.email.trim()}) AND deleted_at IS NULL
         AND password_hash IS NOT NULL${needs}
       FOR UPDATE`);
    const account = rows[0];
    const mail = render({
      appUrl: deps.config.appUrl,
      firstName: account?.first_name ?? '',
      token,
      language: account?.language ?? DEFAULT_LANGUAGE,
    });
    const windowStart = new Date(now.getTime() - ACCOUNT_MAIL_WINDOW_MS);
    const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[input.purpose]);
    await tx.execute(sql`
      WITH allowed AS (
        SELECT u.id FROM users u
         WHERE u.id = ${account?.id ?? NO_ACCOUNT_ID}::uuid
           AND (SELECT count(*) FROM account_tokens t
                 WHERE t.user_id = u.id AND t.purpose = ${input.purpose}
                   AND t.created_at > ${windowStart.toISOString()}::timestamptz) < ${ACCOUNT_MAILS_PER_WINDOW}
      ), revoked AS (
        UPDATE account_tokens SET revoked_at = ${now.toISOString()}::timestamptz
         WHERE user_id IN (SELECT id FROM allowed) AND purpose = ${input.purpose}
           AND used_at IS NULL AND revoked_at IS NULL
      ), issued AS (
        INSERT INTO account_tokens (user_id, purpose, token_hash, created_at, expires_at)
        SELECT id, ${input.purpose}, ${hashAccountToken(token)}, ${now.toISOString()}::timestamptz,
               ${expiresAt.toISOString()}::timestamptz
          FROM allowed
        RETURNING user_id
      )
      INSERT INTO mail_outbox (to_address, subject, html, text, kind, created_at, next_attempt_at)
      SELECT ${oneLine(account?.email ?? input.email)}, ${oneLine(mail.subject)}, ${mail.html}, ${mail.text},
             ${kind}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM issued`);
  });
  // Always: a wake with nothing to send finds nothing; skipping it would make the paths differ.
  deps.mail.wake();
}
