import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, type MailOutboxRow } from './outbox.tables';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './retry-schedule';
import type { MailTransport } from './smtp-transport';

/** What a sent message's text becomes (subject, address and times stay for the record). */
export const SENT_BODY_ERASED = '(body erased after delivery)';

export interface SendDueMailDeps {
  db: Db;
  transport: MailTransport;
  now: () => Date;
  /** Host part of the Message-ID header (the app's host name). */
  messageIdHost: string;
  /** How long a claimed message stays reserved for this worker (longer than a send can take). */
  leaseMs?: number;
  batchSize?: number;
  signal?: AbortSignal;
}

export interface SendReport {
  sent: number;
  failed: number;
}

/**
 * One pass of the outbox worker: claims due messages (rows locked with SKIP LOCKED, then leased
 * through `locked_until` so no other worker takes them while this one talks to the SMTP server),
 * sends each, and marks it sent only after the server accepted it (erasing its body then). A
 * failure keeps the error and schedules the next try; after MAX_SEND_ATTEMPTS it is marked failed.
 */
export async function sendDueMail(deps: SendDueMailDeps): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0 };
  const batchSize = deps.batchSize ?? 20;
  for (;;) {
    if (deps.signal?.aborted) return report;
    const batch = await claimDueMail(deps, batchSize);
    for (const message of batch) {
      if (await sendOne(deps, message)) report.sent++;
      else report.failed++;
    }
    if (batch.length < batchSize) return report;
  }
}

async function claimDueMail(deps: SendDueMailDeps, limit: number): Promise<MailOutboxRow[]> {
  const now = deps.now();
  const leaseEnd = new Date(now.getTime() + (deps.leaseMs ?? 120_000));
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          sql`${mailOutbox.nextAttemptAt} <= ${now}`,
          sql`(${mailOutbox.lockedUntil} IS NULL OR ${mailOutbox.lockedUntil} <= ${now})`,
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseEnd, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

async function sendOne(deps: SendDueMailDeps, message: MailOutboxRow): Promise<boolean> {
  try {
    await deps.transport.send({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      messageId: `<${message.id}@${deps.messageIdHost}>`,
    });
  } catch (err) {
    const now = deps.now();
    const giveUp = message.attempts >= MAX_SEND_ATTEMPTS;
    await deps.db
      .update(mailOutbox)
      .set({
        lockedUntil: null,
        lastError: describe(err),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
        failedAt: giveUp ? now : null,
      })
      .where(and(eq(mailOutbox.id, message.id), isNull(mailOutbox.sentAt)));
    return false;
  }
  // The body carries live links and codes: once delivered, the database (and its backups) keep none.
  await deps.db
    .update(mailOutbox)
    .set({ sentAt: deps.now(), lockedUntil: null, html: null, text: SENT_BODY_ERASED })
    .where(and(eq(mailOutbox.id, message.id), isNull(mailOutbox.sentAt)));
  return true;
}

/** The error as kept in the row: code and server response, never more than 1000 characters. */
function describe(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e.code, e.responseCode, e.message ?? String(err)].filter((p) => p !== undefined);
  return parts.join(' ').slice(0, 1000);
}
