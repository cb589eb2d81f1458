import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type AccountTokenPurpose, accountTokens } from './accounts.tables';

/** At most this many verification (or reset) e-mails per account in any 15 minutes. */
export const ACCOUNT_MAILS_PER_WINDOW = 3;
export const ACCOUNT_MAIL_WINDOW_MS = 15 * 60_000;

/**
 * How long the account must wait before another e-mail of this purpose, or 0 when it may have
 * one now. Every token issued counts (registration's first e-mail included).
 */
export async function accountMailWaitMs(
  tx: DbOrTx,
  input: { userId: string; purpose: AccountTokenPurpose; now: Date },
): Promise<number> {
  const windowStart = new Date(input.now.getTime() - ACCOUNT_MAIL_WINDOW_MS);
  const recent = await tx
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        gt(accountTokens.createdAt, windowStart),
      ),
    )
    .orderBy(asc(accountTokens.createdAt));
  if (recent.length < ACCOUNT_MAILS_PER_WINDOW) return 0;
  // The oldest e-mail that still counts must leave the window.
  const oldest = recent[recent.length - ACCOUNT_MAILS_PER_WINDOW]!.createdAt;
  return Math.max(1, oldest.getTime() + ACCOUNT_MAIL_WINDOW_MS - input.now.getTime());
}
