import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { USDT_DECIMALS } from '../../../infra/chain';
import { ledgerEntries } from '../../ledger/ledger.tables';
import { depositTransfers } from '../../onboarding/onboarding.tables';

const dayOf = (column: unknown) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

type DayMoney = { n: number; amount: string };

/**
 * Money in and out per UTC day since `since`: deposits credited to members' deposit addresses
 * (a transfer dropped by a reorganisation never counts) and withdrawals paid out (the ledger's
 * WITHDRAWAL_DEBIT, written when a payout is approved). Exact decimal text; token units are
 * turned into USDT in SQL.
 */
export async function cashFlowPerDay(db: DbOrTx, since: Date) {
  const creditDay = dayOf(depositTransfers.creditedAt);
  const debitDay = dayOf(ledgerEntries.createdAt);
  const [deposits, payouts] = await Promise.all([
    db
      .select({
        day: creditDay,
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<string>`trim_scale(sum(${depositTransfers.amountUnits}) / power(10::numeric, ${USDT_DECIMALS}))::text`,
      })
      .from(depositTransfers)
      .where(
        and(
          isNotNull(depositTransfers.creditedAt),
          isNull(depositTransfers.droppedAt),
          gte(depositTransfers.creditedAt, since),
        ),
      )
      .groupBy(creditDay),
    db
      .select({
        day: debitDay,
        n: sql<number>`count(*)`.mapWith(Number),
        amount: sql<string>`sum(${ledgerEntries.amount})::text`,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'WITHDRAWAL_DEBIT'), gte(ledgerEntries.createdAt, since)))
      .groupBy(debitDay),
  ]);
  const byDay = (rows: { day: string; n: number; amount: string }[]) =>
    new Map<string, DayMoney>(rows.map((r) => [r.day, { n: r.n, amount: r.amount }]));
  return { deposits: byDay(deposits), payouts: byDay(payouts) };
}
