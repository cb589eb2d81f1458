import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * E-mails waiting to be sent, written in the same transaction as the change that causes them, so
 * none is lost. The worker claims due rows (`locked_until` is its lease while it talks to the
 * SMTP server), sets `sent_at` only after the server accepted, and otherwise keeps the error and
 * tries again at `next_attempt_at`; `failed_at` marks a message it gave up on. A sent message's
 * body is erased: it held live links and codes.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text').notNull(),
    /** What the message is about (verify-email, reset-password, ...), for operators and tests. */
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
