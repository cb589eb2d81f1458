import type { Language } from '@app/contract';
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

/**
 * A message to several people who may each read another language (the admins): a function that
 * renders it in a language is called once per language needed. A plain `MailContent` is sent as
 * it is to everyone (English-only texts).
 */
export type MailInLanguages = MailContent | ((language: Language) => MailContent);

/** The message in `language`, rendering it once per language through `cache`. */
export function mailIn(
  message: MailInLanguages,
  language: Language,
  cache = new Map<Language, MailContent>(),
): MailContent {
  if (typeof message !== 'function') return message;
  let content = cache.get(language);
  if (!content) cache.set(language, (content = message(language)));
  return content;
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
