import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { type WithdrawalRow, withdrawals } from './withdrawals.tables';

/** Row look-ups of withdrawals; every method takes the database or an open transaction. */
export const withdrawalsRepository = {
  async findById(db: DbOrTx, id: string, options: { forUpdate?: boolean } = {}) {
    const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row as WithdrawalRow | undefined;
  },

  async findOwn(db: DbOrTx, userId: string, id: string) {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)));
    return row;
  },

  async hasPending(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'PENDING')));
    return (row?.n ?? 0) > 0;
  },

  /** Whether another member has a PENDING withdrawal to this address (any letter case). */
  async addressPendingForOther(db: DbOrTx, userId: string, address: string) {
    const [row] = await db
      .select({ n: count() })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.status, 'PENDING'),
          ne(withdrawals.userId, userId),
          sql`lower(${withdrawals.walletAddress}) = lower(${address})`,
        ),
      );
    return (row?.n ?? 0) > 0;
  },

  /** Whether the address is one of the platform's deposit addresses (any member's). */
  async isDepositAddress(db: DbOrTx, address: string) {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.walletAddress}) = lower(${address})`);
    return (row?.n ?? 0) > 0;
  },

  /** The member a withdrawal belongs to, as the admin screens name them. */
  async memberOf(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        userId: users.userId,
        status: users.status,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error(`withdrawal of an unknown user ${userId}`);
    return row;
  },

  async insert(db: DbOrTx, values: typeof withdrawals.$inferInsert) {
    const [row] = await db.insert(withdrawals).values(values).returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    return row;
  },

  /** Records a decision; nothing when the row already left PENDING (another admin was first). */
  async decide(
    db: DbOrTx,
    id: string,
    decision: Pick<WithdrawalRow, 'status' | 'reason' | 'transactionHash' | 'processedAt' | 'processedById'> &
      Partial<
        Pick<
          WithdrawalRow,
          'payoutStatus' | 'payoutMethod' | 'payoutNote' | 'payoutBlockNumber' | 'payoutBlockHash'
        >
      >,
  ) {
    const [row] = await db
      .update(withdrawals)
      .set(decision)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
      .returning();
    return row;
  },

  /** Four eyes: the first of two approvals; nothing when it is no longer PENDING or already approved once. */
  async recordFirstApproval(db: DbOrTx, id: string, approval: { by: string; at: Date }) {
    const [row] = await db
      .update(withdrawals)
      .set({ firstApprovedById: approval.by, firstApprovedAt: approval.at })
      .where(
        and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING'), isNull(withdrawals.firstApprovedById)),
      )
      .returning();
    return row;
  },

  /** The admins named in rows' first approvals, by id. */
  async approversOf(db: DbOrTx, rows: Pick<WithdrawalRow, 'firstApprovedById'>[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.firstApprovedById ? [r.firstApprovedById] : [])))];
    if (ids.length === 0) return new Map<string, { firstName: string; lastName: string; userId: string }>();
    const found = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userId: users.userId })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(found.map(({ id, ...admin }) => [id, admin]));
  },

  /** The member's withdrawals other than `exceptId`, newest first. */
  async othersOfMember(db: DbOrTx, userId: string, exceptId: string, limit: number) {
    return db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), ne(withdrawals.id, exceptId)))
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .limit(limit);
  },
};
