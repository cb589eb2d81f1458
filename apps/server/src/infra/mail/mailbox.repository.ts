import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox, type MailOutboxRow } from './outbox.tables';

/** Reading the outbox as a mailbox (the dev mailbox page and its JSON). */
export const mailboxRepository = {
  /** Newest first; `to` matches the address regardless of case. */
  async list(db: DbOrTx, options: { limit: number; to?: string | undefined }): Promise<MailOutboxRow[]> {
    return db
      .select()
      .from(mailOutbox)
      .where(options.to ? sql`lower(${mailOutbox.to}) = lower(${options.to})` : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.limit);
  },

  async findById(db: DbOrTx, id: string): Promise<MailOutboxRow | undefined> {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  },
};
