import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from './outbox.tables';

/**
 * How long a sent or abandoned message stays in the outbox: long enough for an operator to answer
 * "did my e-mail go out?", short enough that the table stays small. Bodies of sent messages are
 * already erased; a message still waiting is never deleted.
 */
export const OUTBOX_KEEP_DAYS = 30;
export const OUTBOX_CLEANUP_EVERY_MS = 6 * 60 * 60_000;

/** Deletes the messages sent or given up on more than OUTBOX_KEEP_DAYS ago; returns how many. */
export async function deleteOldOutboxRows(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_KEEP_DAYS * 24 * 60 * 60_000);
  const deleted = await db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, cutoff)),
        and(isNotNull(mailOutbox.failedAt), lt(mailOutbox.failedAt, cutoff)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
