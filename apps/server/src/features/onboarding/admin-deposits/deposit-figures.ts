import type { DepositTransferState } from '@app/contract';
import { type AnyColumn, count, inArray, max, type SQL, sql } from 'drizzle-orm';
import { formatUsdt } from '../../../infra/chain';
import { type DbOrTx, readAll } from '../../../infra/db/client';
import {
  depositRefunds,
  depositTransfers,
  subscriptionCreditHolds,
  subscriptionPeriods,
} from '../onboarding.tables';

const t = depositTransfers;

/** A stored transfer's state, as the deposits page names it (see DEPOSIT_TRANSFER_STATES). */
export const transferStateSql = sql<DepositTransferState>`CASE
  WHEN ${t.creditedAt} IS NOT NULL THEN 'CREDITED'
  WHEN ${t.droppedAt} IS NOT NULL THEN 'DROPPED'
  WHEN ${t.setAsideAt} IS NOT NULL THEN 'SET_ASIDE'
  ELSE 'WAITING' END`;

export const isWaitingSql = sql`(${t.creditedAt} IS NULL AND ${t.droppedAt} IS NULL AND ${t.setAsideAt} IS NULL)`;
export const isSetAsideSql = sql`(${t.setAsideAt} IS NOT NULL AND ${t.creditedAt} IS NULL AND ${t.droppedAt} IS NULL)`;

/** Token units summed exactly, as integer text. */
const unitsSum = (value: SQL, filter: SQL) =>
  sql<string>`COALESCE(SUM(${value}) FILTER (WHERE ${filter}), 0)::numeric(78,0)::text`;

const transferColumns = {
  received: unitsSum(sql`${t.amountUnits}`, sql`${t.droppedAt} IS NULL`),
  credited: unitsSum(sql`${t.amountUnits}`, sql`${t.creditedAt} IS NOT NULL`),
  waiting: sql<number>`count(*) FILTER (WHERE ${isWaitingSql})::int`,
  creditedCount: sql<number>`count(*) FILTER (WHERE ${t.creditedAt} IS NOT NULL)::int`,
  setAside: sql<number>`count(*) FILTER (WHERE ${isSetAsideSql})::int`,
  dropped: sql<number>`count(*) FILTER (WHERE ${t.droppedAt} IS NOT NULL)::int`,
};
const usedUnits = sql<string>`COALESCE(SUM(${subscriptionPeriods.amountUsdt} * 1e18), 0)::numeric(78,0)::text`;
const refundedUnits = sql<string>`COALESCE(SUM(${depositRefunds.amountUnits}), 0)::numeric(78,0)::text`;

export interface DepositFigures {
  received: string;
  credited: string;
  usedByPeriods: string;
  refunded: string;
  credit: string;
  overpayment: string;
  transfers: { waiting: number; credited: number; setAside: number; dropped: number };
  lastTransferAt: Date | null;
  creditRecheckAt: Date | null;
}

type TransferAggregate = {
  received: string;
  credited: string;
  waiting: number;
  creditedCount: number;
  setAside: number;
  dropped: number;
};

const figures = (
  transfers: TransferAggregate | undefined,
  used: string | undefined,
  refunded: string | undefined,
  held: boolean,
): Omit<DepositFigures, 'lastTransferAt' | 'creditRecheckAt'> => {
  const credited = BigInt(transfers?.credited ?? '0');
  const credit = credited - BigInt(used ?? '0') - BigInt(refunded ?? '0');
  return {
    received: formatUsdt(BigInt(transfers?.received ?? '0')),
    credited: formatUsdt(credited),
    usedByPeriods: formatUsdt(BigInt(used ?? '0')),
    refunded: formatUsdt(BigInt(refunded ?? '0')),
    credit: formatUsdt(credit),
    overpayment: formatUsdt(held ? credit : 0n),
    transfers: {
      waiting: transfers?.waiting ?? 0,
      credited: transfers?.creditedCount ?? 0,
      setAside: transfers?.setAside ?? 0,
      dropped: transfers?.dropped ?? 0,
    },
  };
};

/** Each member's figures, for a page of members at once (four grouped reads). */
export async function depositFiguresFor(db: DbOrTx, userIds: string[]): Promise<Map<string, DepositFigures>> {
  if (userIds.length === 0) return new Map();
  const [transfers, used, refunds, holds] = await readAll(db, [
    () =>
      db
        .select({ userId: t.userId, ...transferColumns, last: max(t.seenAt) })
        .from(t)
        .where(inArray(t.userId, userIds))
        .groupBy(t.userId),
    () =>
      db
        .select({ userId: subscriptionPeriods.userId, units: usedUnits })
        .from(subscriptionPeriods)
        .where(inArray(subscriptionPeriods.userId, userIds))
        .groupBy(subscriptionPeriods.userId),
    () =>
      db
        .select({ userId: depositRefunds.userId, units: refundedUnits })
        .from(depositRefunds)
        .where(inArray(depositRefunds.userId, userIds))
        .groupBy(depositRefunds.userId),
    () => db.select().from(subscriptionCreditHolds).where(inArray(subscriptionCreditHolds.userId, userIds)),
  ]);
  const byUser = new Map(transfers.map((row) => [row.userId, row]));
  const usedByUser = new Map(used.map((row) => [row.userId, row.units]));
  const refundedByUser = new Map(refunds.map((row) => [row.userId, row.units]));
  const holdByUser = new Map(holds.map((row) => [row.userId, row.recheckAt]));
  return new Map(
    userIds.map((id) => {
      const hold = holdByUser.get(id) ?? null;
      return [
        id,
        {
          ...figures(byUser.get(id), usedByUser.get(id), refundedByUser.get(id), hold !== null),
          lastTransferAt: byUser.get(id)?.last ?? null,
          creditRecheckAt: hold,
        },
      ];
    }),
  );
}

/**
 * Totals over every deposit address. Reads every transfer and period (a sequential scan each: an
 * admin page, not a member's); the overpayment only over the few members whose credit is held.
 */
export async function depositSummary(db: DbOrTx) {
  const heldCredit = sql<string>`COALESCE(SUM(
      (SELECT COALESCE(SUM(${t.amountUnits}), 0) FROM ${t}
        WHERE ${t.userId} = ${subscriptionCreditHolds.userId} AND ${t.creditedAt} IS NOT NULL)
    - (SELECT COALESCE(SUM(${subscriptionPeriods.amountUsdt} * 1e18), 0) FROM ${subscriptionPeriods}
        WHERE ${subscriptionPeriods.userId} = ${subscriptionCreditHolds.userId})
    - (SELECT COALESCE(SUM(${depositRefunds.amountUnits}), 0) FROM ${depositRefunds}
        WHERE ${depositRefunds.userId} = ${subscriptionCreditHolds.userId})
  ), 0)::numeric(78,0)::text`;
  const [[transfers], [used], [refunded], [held]] = await readAll(db, [
    () => db.select({ ...transferColumns, addresses: sql<number>`count(DISTINCT ${t.userId})::int` }).from(t),
    () => db.select({ units: usedUnits }).from(subscriptionPeriods),
    () => db.select({ units: refundedUnits }).from(depositRefunds),
    () => db.select({ members: count(), units: heldCredit }).from(subscriptionCreditHolds),
  ]);
  const base = figures(transfers, used?.units, refunded?.units, false);
  return {
    ...base,
    overpayment: formatUsdt(BigInt(held?.units ?? '0')),
    addresses: transfers?.addresses ?? 0,
    overpaidMembers: held?.members ?? 0,
  };
}

/** Whether the member in `userId` (a column of the outer query) has a transfer matching `condition`. */
export const hasTransferWhere = (userId: AnyColumn, condition?: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.userId} = ${userId}${condition ? sql` AND ${condition}` : sql``})`;
