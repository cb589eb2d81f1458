import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { type LedgerAdjustmentRow, ledgerAdjustments } from './adjustments.tables';

/** How many adjustments a list shows (newest first): corrections are rare. */
const LIST_LIMIT = 100;

type AdminRef = { firstName: string; lastName: string; userId: string };

/** Adjustments as the admin screens read them, with who asked and who decided (amounts and dates converted at the edge). */
export async function presentAdjustments(db: DbOrTx, rows: LedgerAdjustmentRow[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.requestedById, r.decidedById ?? r.requestedById]))];
  const admins = new Map<string, AdminRef>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userId: users.userId })
      .from(users)
      .where(inArray(users.id, ids));
    for (const { id, ...ref } of found) admins.set(id, ref);
  }
  const ref = (id: string): AdminRef => admins.get(id) ?? { firstName: '', lastName: '', userId: '' };
  return rows.map((r) => ({
    _id: r.id,
    direction: r.direction,
    amount: r.amount,
    reason: r.reason,
    status: r.status,
    requestedBy: ref(r.requestedById),
    requestedAt: r.requestedAt,
    decidedBy: r.decidedById ? ref(r.decidedById) : null,
    decidedAt: r.decidedAt,
    rejectionReason: r.rejectionReason,
  }));
}

/** `GET /users/admin/:id/adjustments`: every adjustment of a member, newest first. */
export async function listUserAdjustments(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(ledgerAdjustments)
    .where(eq(ledgerAdjustments.userId, userId))
    .orderBy(desc(ledgerAdjustments.requestedAt), desc(ledgerAdjustments.id))
    .limit(LIST_LIMIT);
  return { adjustments: await presentAdjustments(db, rows) };
}

/** `GET /rewards/adjustments`: the member's applied adjustments, newest first (no reason: it is the admins'). */
export async function listMemberAdjustments(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(ledgerAdjustments)
    .where(and(eq(ledgerAdjustments.userId, userId), eq(ledgerAdjustments.status, 'APPLIED')))
    .orderBy(desc(ledgerAdjustments.decidedAt), desc(ledgerAdjustments.id))
    .limit(LIST_LIMIT);
  return {
    adjustments: rows.map((r) => ({
      _id: r.id,
      direction: r.direction,
      amount: r.amount,
      createdAt: r.decidedAt ?? r.requestedAt,
    })),
  };
}
