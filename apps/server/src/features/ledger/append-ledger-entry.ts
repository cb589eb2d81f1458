import { isDecimalString } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import type { RewardType } from '@app/contract';
import type { AdjustmentKind, WithdrawalKind } from './ledger-kinds';
import { ledgerEntries } from './ledger.tables';

interface EntryBase {
  userId: string;
  /** Positive USDT as an exact decimal string ('12.5'); at most 18 decimals. */
  amount: string;
  /** Defaults to the database's clock. */
  createdAt?: Date;
}

export type LedgerEntryInput =
  | (EntryBase & {
      kind: 'REWARD_CREDIT' | 'REWARD_LOCKED';
      rewardType: RewardType;
      /** Exactly one of the two: a DIRECT reward, or a DOWNLINE cycle's sum for this member. */
      rewardId?: string;
      cycleId?: string;
    })
  | (EntryBase & {
      kind: 'LOCK_RELEASE' | 'LOCK_FORFEIT';
      rewardType: RewardType;
      settlesEntryId: number;
      rewardId?: string | null;
      cycleId?: string | null;
    })
  | (EntryBase & { kind: WithdrawalKind; withdrawalId: string })
  | (EntryBase & { kind: AdjustmentKind; adjustmentId: string });

const POSITIVE_AMOUNT = /^(?!0+(?:\.0+)?$)\d{1,20}(?:\.\d{1,18})?$/;

/** True for a positive decimal string the ledger accepts ('0.01', '12'), false for '0', '-1', '1e3'. */
export const isLedgerAmount = (amount: string) => isDecimalString(amount) && POSITIVE_AMOUNT.test(amount);

/**
 * Appends one movement to the ledger, in the caller's transaction, and returns its id. The
 * database refuses a second credit of the same reward or cycle, a second settlement of a locked
 * entry and a second hold, release or debit of a withdrawal (unique indexes), so a retried call
 * fails instead of moving money twice. A withdrawal hold must be preceded by `lockUserForMoney`
 * and a balance check in the same transaction.
 */
export async function appendLedgerEntry(tx: DbOrTx, entry: LedgerEntryInput): Promise<number> {
  if (!isLedgerAmount(entry.amount)) throw new RangeError(`ledger amount must be positive: ${entry.amount}`);
  const [row] = await tx
    .insert(ledgerEntries)
    .values({
      userId: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      ...('rewardType' in entry ? { rewardType: entry.rewardType } : {}),
      ...('rewardId' in entry ? { rewardId: entry.rewardId ?? null } : {}),
      ...('cycleId' in entry ? { cycleId: entry.cycleId ?? null } : {}),
      ...('settlesEntryId' in entry ? { settlesEntryId: entry.settlesEntryId } : {}),
      ...('withdrawalId' in entry ? { withdrawalId: entry.withdrawalId } : {}),
      ...('adjustmentId' in entry ? { adjustmentId: entry.adjustmentId } : {}),
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('ledger insert returned nothing');
  return row.id;
}
