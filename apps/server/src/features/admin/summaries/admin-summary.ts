// Reads of `admin_summary` (ADR 0018): counts and sums kept by the writes, so that no admin
// screen passes over every account or every ledger entry. A metric's rows for one (bucket, key)
// may be several deltas until the compaction job folds them: every read sums.
import type { UserStatus } from '@app/contract';
import { type SQL, and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { type DbOrTx, readAll } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import { adminSummary } from '../admin.tables';

/** The metrics the triggers keep (migration `admin_summaries`, `admin_summary_facts`). */
export type SummaryMetric =
  | 'accounts' // live accounts by 'admin|member STATUS verified|unverified linked|unlinked'
  | 'joined' // live accounts by sign-up day, 'admin' or 'member'
  | 'subscription_ends' // live accounts by the hour their subscription ends, 'admin|member linked|unlinked'
  | 'subscription_end_days' // the same by the UTC day it ends
  | 'ledger' // ledger entries by day and kind (count and sum)
  | 'withdrawals' // withdrawals by status (count and sum)
  | 'deposits' // credited, not dropped deposit transfers by credited day (count and token units)
  | 'payments'; // subscription periods by paid day (count and USDT)

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** `sum(n)` of the rows a condition picks, as a number. */
export const countOf = (where?: SQL) =>
  sql<number>`coalesce(sum(${adminSummary.n}) ${where ? sql`filter (where ${where})` : sql``}, 0)`.mapWith(
    Number,
  );

/** `sum(amount)` of the rows a condition picks, exact decimal text ('0' for none). */
export const amountOf = (where?: SQL) =>
  sql<string>`coalesce(sum(${adminSummary.amount}) ${where ? sql`filter (where ${where})` : sql``}, 0)::text`;

export const keyIn = (keys: readonly string[]) =>
  sql`${adminSummary.key} in (${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )})`;

export const metricIs = (metric: SummaryMetric) => eq(adminSummary.metric, metric);

/** A metric's totals per key over every bucket (or those from `since`). */
export async function summaryTotals(db: DbOrTx, metric: SummaryMetric, since?: Date) {
  const rows = await db
    .select({ key: adminSummary.key, n: countOf(), amount: amountOf() })
    .from(adminSummary)
    .where(and(metricIs(metric), since ? gte(adminSummary.bucket, since) : undefined))
    .groupBy(adminSummary.key);
  return new Map(rows.map((r) => [r.key, { n: r.n, amount: r.amount }]));
}

/** Live accounts of one kind (a row of the 'accounts' metric). */
export interface AccountKind {
  admin: boolean;
  status: UserStatus;
  verified: boolean;
  linked: boolean;
  n: number;
}

/** Every live (not deleted) account, counted by role, status, e-mail check and exchange link. */
export async function liveAccountKinds(db: DbOrTx): Promise<AccountKind[]> {
  const totals = await summaryTotals(db, 'accounts');
  return [...totals].map(([key, { n }]) => {
    const [role, status, verified, linked] = key.split(' ');
    return {
      admin: role === 'admin',
      status: status as UserStatus,
      verified: verified === 'verified',
      linked: linked === 'linked',
      n,
    };
  });
}

export const countKinds = (kinds: AccountKind[], pick: (k: AccountKind) => boolean) =>
  kinds.reduce((total, k) => (pick(k) ? total + k.n : total), 0);

/** Live accounts whose subscription runs at `now`, by role and exchange link. */
export interface RunningSubscriptions {
  count(pick: { admin?: boolean; linked?: boolean }): number;
}

/**
 * Subscriptions running at `now` (ending after it), by role and link: the days after today and
 * the hours after the current one until midnight from the summaries (at most a year's days and a
 * day's hours), the rest of the current hour from the accounts themselves
 * (`users_live_expires_idx`: at most an hour of endings). A subscription that ends needs no write.
 */
export async function runningSubscriptions(db: DbOrTx, now: Date): Promise<RunningSubscriptions> {
  const nextHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const nextDay = new Date(Math.ceil(nextHour.getTime() / DAY_MS) * DAY_MS);
  const roleAndLink = sql<string>`concat_ws(' ', CASE WHEN ${users.isAdmin} THEN 'admin' ELSE 'member' END,
                                           CASE WHEN ${users.bingxUid} IS NULL THEN 'unlinked' ELSE 'linked' END)`;
  const inSummary = sql`(${adminSummary.metric} = 'subscription_end_days' AND ${adminSummary.bucket} >= ${nextDay})
                     OR (${adminSummary.metric} = 'subscription_ends' AND ${adminSummary.bucket} >= ${nextHour}
                         AND ${adminSummary.bucket} < ${nextDay})`;
  const [later, thisHour] = await readAll(db, [
    () =>
      db
        .select({ key: adminSummary.key, n: countOf() })
        .from(adminSummary)
        .where(inSummary)
        .groupBy(adminSummary.key),
    () =>
      db
        .select({ key: roleAndLink, n: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            gt(users.subscriptionExpiresAt, now),
            lt(users.subscriptionExpiresAt, nextHour),
          ),
        )
        .groupBy(roleAndLink),
  ]);
  const byKey = new Map<string, number>();
  for (const r of [...later, ...thisHour]) byKey.set(r.key, (byKey.get(r.key) ?? 0) + r.n);
  return {
    count: ({ admin, linked }) => {
      let total = 0;
      for (const [key, n] of byKey) {
        const [role, link] = key.split(' ');
        if (admin !== undefined && (role === 'admin') !== admin) continue;
        if (linked !== undefined && (link === 'linked') !== linked) continue;
        total += n;
      }
      return total;
    },
  };
}
