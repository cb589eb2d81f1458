import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { type WithdrawalOtpRow, withdrawalOtps } from './withdrawal-otp.tables';

const live = (userId: string) =>
  and(
    eq(withdrawalOtps.userId, userId),
    isNull(withdrawalOtps.consumedAt),
    isNull(withdrawalOtps.replacedAt),
  );

/** Queries of the one-time codes; every method takes the database or an open transaction. */
export const withdrawalOtpRepository = {
  /** The member's live code (not consumed, not replaced), locked when `forUpdate`. */
  async findLive(db: DbOrTx, userId: string, options: { forUpdate?: boolean } = {}) {
    const query = db.select().from(withdrawalOtps).where(live(userId));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row as WithdrawalOtpRow | undefined;
  },

  /** Codes requested since `since` (replaced ones too) and the oldest of them. */
  async requestsSince(db: DbOrTx, userId: string, since: Date) {
    const [row] = await db
      .select({ n: count(), oldest: sql<string | null>`min(${withdrawalOtps.createdAt})` })
      .from(withdrawalOtps)
      .where(and(eq(withdrawalOtps.userId, userId), gt(withdrawalOtps.createdAt, since)));
    return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  },

  /** Wrong tries of the member's codes requested since `since` (replaced and used ones too). */
  async failedAttemptsSince(db: DbOrTx, userId: string, since: Date) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${withdrawalOtps.failedAttempts}), 0)::int` })
      .from(withdrawalOtps)
      .where(and(eq(withdrawalOtps.userId, userId), gt(withdrawalOtps.createdAt, since)));
    return row?.n ?? 0;
  },

  async replaceLive(db: DbOrTx, userId: string, now: Date) {
    await db.update(withdrawalOtps).set({ replacedAt: now }).where(live(userId));
  },

  async insert(db: DbOrTx, values: typeof withdrawalOtps.$inferInsert) {
    const [row] = await db.insert(withdrawalOtps).values(values).returning();
    if (!row) throw new Error('one-time code insert returned nothing');
    return row;
  },

  async recordFailedAttempt(db: DbOrTx, id: string) {
    const [row] = await db
      .update(withdrawalOtps)
      .set({ failedAttempts: sql`${withdrawalOtps.failedAttempts} + 1` })
      .where(eq(withdrawalOtps.id, id))
      .returning({ failedAttempts: withdrawalOtps.failedAttempts });
    return row?.failedAttempts ?? 0;
  },

  async markVerified(db: DbOrTx, id: string, now: Date) {
    await db
      .update(withdrawalOtps)
      .set({ verifiedAt: sql`coalesce(${withdrawalOtps.verifiedAt}, ${now})` })
      .where(eq(withdrawalOtps.id, id));
  },

  /** Marks the code used; false when another transaction used it first. */
  async consume(db: DbOrTx, id: string, now: Date) {
    const rows = await db
      .update(withdrawalOtps)
      .set({ consumedAt: now })
      .where(and(eq(withdrawalOtps.id, id), isNull(withdrawalOtps.consumedAt)))
      .returning({ id: withdrawalOtps.id });
    return rows.length === 1;
  },
};
