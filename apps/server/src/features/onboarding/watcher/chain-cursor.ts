import { and, eq, sql } from 'drizzle-orm';
import type { Hash } from 'viem';
import type { DbOrTx } from '../../../infra/db/client';
import { chainCursors } from '../onboarding.tables';

export interface ChainCursor {
  chainId: number;
  token: string;
  genesisHash: string;
  /** Every block up to this one is read (-1: none yet). */
  lastBlock: bigint;
}

const key = (chainId: number, token: string) =>
  and(eq(chainCursors.chainId, chainId), eq(chainCursors.token, token.toLowerCase()));

export async function readCursor(db: DbOrTx, chainId: number, token: string): Promise<ChainCursor | null> {
  const [row] = await db
    .select({
      chainId: chainCursors.chainId,
      token: chainCursors.token,
      genesisHash: chainCursors.genesisHash,
      lastBlock: chainCursors.lastBlock,
    })
    .from(chainCursors)
    .where(key(chainId, token));
  return row ?? null;
}

/** Starts (or restarts, for a new chain under the same id) the cursor just before `fromBlock`. */
export async function resetCursor(
  db: DbOrTx,
  cursor: { chainId: number; token: string; genesisHash: Hash; fromBlock: bigint },
  now: Date,
): Promise<ChainCursor> {
  const row = {
    chainId: cursor.chainId,
    token: cursor.token.toLowerCase(),
    genesisHash: cursor.genesisHash,
    lastBlock: cursor.fromBlock - 1n,
    updatedAt: now,
  };
  await db
    .insert(chainCursors)
    .values(row)
    .onConflictDoUpdate({
      target: [chainCursors.chainId, chainCursors.token],
      set: { genesisHash: row.genesisHash, lastBlock: row.lastBlock, updatedAt: now },
    });
  return row;
}

/** Moves the cursor forward only (a late, slower writer never moves it back). */
export async function advanceCursor(
  db: DbOrTx,
  cursor: Pick<ChainCursor, 'chainId' | 'token'>,
  lastBlock: bigint,
  now: Date,
): Promise<void> {
  await db
    .update(chainCursors)
    .set({ lastBlock: sql`GREATEST(${chainCursors.lastBlock}, ${lastBlock})`, updatedAt: now })
    .where(key(cursor.chainId, cursor.token));
}
