import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { UsdtTransfer } from '../../../infra/chain';
import type { DbOrTx } from '../../../infra/db/client';
import { depositTransfers } from '../onboarding.tables';

/** Deposit address (checksummed) -> users.id. */
export type DepositOwners = ReadonlyMap<string, string>;

/**
 * Stores transfers to deposit addresses, each once per (chain, tx hash, log index). Seeing a stored,
 * uncredited transfer again updates its block (a reorganisation can move a transaction into another
 * block) and revives it if it had been dropped; a credited transfer is never touched. Transfers to
 * other addresses are ignored. Returns how many rows were written.
 */
export async function storeTransfers(
  db: DbOrTx,
  input: {
    chainId: number;
    token: string;
    transfers: readonly UsdtTransfer[];
    owners: DepositOwners;
    now: Date;
  },
): Promise<number> {
  const rows = input.transfers.flatMap((t) => {
    const userId = input.owners.get(getAddress(t.to));
    if (!userId) return [];
    return [
      {
        chainId: input.chainId,
        txHash: t.txHash.toLowerCase(),
        logIndex: t.logIndex,
        blockNumber: t.blockNumber,
        blockHash: t.blockHash.toLowerCase(),
        token: input.token.toLowerCase(),
        fromAddress: getAddress(t.from),
        toAddress: getAddress(t.to),
        userId,
        amountUnits: t.value.toString(),
        seenAt: input.now,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const written = await db
    .insert(depositTransfers)
    .values(rows)
    .onConflictDoUpdate({
      target: [depositTransfers.chainId, depositTransfers.txHash, depositTransfers.logIndex],
      set: {
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        droppedAt: null,
      },
      setWhere: sql`${depositTransfers.creditedAt} IS NULL`,
    })
    .returning({ id: depositTransfers.id });
  return written.length;
}
