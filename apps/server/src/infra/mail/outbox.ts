import type { DbOrTx } from '../db/client';
import { oneLine } from './escape-html';
import { mailOutbox } from './outbox.tables';

/** What the outbox records, by kind; a kind is never reused for another purpose. */
export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'password-changed'
  | 'withdrawal-code'
  | 'withdrawals-frozen'
  | 'withdrawal-decision'
  | 'admin-new-registration'
  | 'admin-new-withdrawal'
  | 'admin-operations-alert'
  | 'admin-deposit-set-aside'
  | 'admin-sign-in-guessing'
  | 'new-device-sign-in'
  | 'security-notice'
  | 'wallet-address-added'
  | 'wallet-address-confirmed';

/** A rendered message (templates/ build them). */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  kind: MailKind;
}

/**
 * Writes a message into the outbox. Call it with the transaction of the change that causes the
 * e-mail: both commit or neither does. After the commit, `ctx.mail.wake()` has it sent at once;
 * otherwise the worker's next tick picks it up.
 */
export async function enqueueMail(tx: DbOrTx, message: OutgoingMail, now?: Date): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: oneLine(message.to),
      subject: oneLine(message.subject),
      html: message.html,
      text: message.text,
      kind: message.kind,
      ...(now ? { createdAt: now, nextAttemptAt: now } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  return row.id;
}

/** Wakes the outbox worker after a commit; does nothing when no SMTP server is configured. */
export interface MailWaker {
  wake(): void;
}
