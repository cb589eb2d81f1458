import { DEFAULT_LANGUAGE, type Language } from '@app/contract';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { preparedQuery } from '../../infra/db/prepared-query';
import { offsetOf } from '../../shared/paging';
import { type UserRow, users } from './users.tables';

// Every profile read and most account calls start here: prepared (issue 8, docs/benchmarks.md).
const userByIdQuery = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('user_by_id'),
);

/** Account look-ups shared by the accounts routes; deleted accounts are never found. */
export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await userByIdQuery(db).execute({ id });
    return row;
  },

  /** E-mail match regardless of case (the unique index is on lower(email)). */
  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)));
    return row;
  },

  async findByReferralCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.referralCode, code.trim().toUpperCase()), isNull(users.deletedAt)));
    return row;
  },

  /** A second-factor change that pauses withdrawals (features/withdrawals' cooldown reads it). */
  async markSecurityChange(db: DbOrTx, id: string, now: Date): Promise<void> {
    await db.update(users).set({ securityChangedAt: now, updatedAt: now }).where(eq(users.id, id));
  },

  /** The account's language (issue 17): its e-mails are written in it; English for none. */
  async languageOf(db: DbOrTx, id: string): Promise<Language> {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, id));
    return row?.language ?? DEFAULT_LANGUAGE;
  },

  /** Sets the account's language (`PUT /users/language`). */
  async setLanguage(db: DbOrTx, id: string, language: Language, now: Date): Promise<void> {
    await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, id));
  },

  async count(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },

  /** One page of the accounts matching `where`, newest first (the id breaks ties): admin lists. */
  newestFirstPage(db: DbOrTx, where: SQL | undefined, page: { page: number; limit: number }) {
    return db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(offsetOf(page.page, page.limit));
  },
};
