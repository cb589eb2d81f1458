import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { DbOrTx } from '../../../infra/db/client';
import { users } from '../../users/users.tables';
import type { DepositOwners } from './store-transfers';

/**
 * Every deposit address and its member (or one member's). Read AFTER the head the scan goes up to:
 * an address handed out later cannot have been paid in a block mined before.
 */
export async function loadDepositOwners(db: DbOrTx, onlyUserId?: string): Promise<DepositOwners> {
  return new Map((await readOwners(db, onlyUserId ? { onlyUserId } : {})).owners);
}

async function readOwners(
  db: DbOrTx,
  options: { onlyUserId?: string; aboveIndex?: number; known?: ReadonlyMap<string, string> },
) {
  const rows = await db
    .select({ id: users.id, address: users.walletAddress, index: users.depositIndex })
    .from(users)
    .where(
      and(
        isNotNull(users.walletAddress),
        options.onlyUserId ? eq(users.id, options.onlyUserId) : undefined,
        options.aboveIndex === undefined ? undefined : gt(users.depositIndex, options.aboveIndex),
      ),
    );
  const maxIndex = rows.reduce((max, row) => Math.max(max, row.index ?? -1), -1);
  // Addresses are stored checksummed; the checksum (a keccak hash, ~16 µs) is only computed for
  // ones not already known, which at a million members is 16 s of CPU saved per full read.
  const checksummed = (address: string) => (options.known?.has(address) ? address : getAddress(address));
  return { owners: rows.map((row) => [checksummed(row.address!), row.id] as const), maxIndex };
}

export interface DepositOwnersCache {
  /** The owners as `loadDepositOwners` reads them, from what earlier calls kept plus what is new. */
  load(db: DbOrTx): Promise<DepositOwners>;
}

/**
 * The watcher's deposit owners kept between its passes: a pass reads the addresses handed out
 * since, not all of them again (with a million members, a million rows and checksums every 3 s).
 *
 * Deposit indexes come from a sequence, so a registration still open can commit a lower index
 * after a higher one was read. A pass therefore reads every index above the highest one seen by a
 * read at least `settleMs` old: by then every registration that had taken an index below it has
 * committed or rolled back (they take milliseconds; the margin is a minute). Before such a read
 * exists, and every `fullReloadMs` as a safety net, it reads everything.
 */
export function depositOwnersCache(
  options: { clock?: () => number; settleMs?: number; fullReloadMs?: number } = {},
): DepositOwnersCache {
  const clock = options.clock ?? Date.now;
  const settleMs = options.settleMs ?? 60_000;
  const fullReloadMs = options.fullReloadMs ?? 10 * 60_000;
  let owners = new Map<string, string>();
  let fullReadAt = -Infinity;
  // Recent reads, oldest first: when each ran and the highest index it saw.
  let reads: { at: number; maxIndex: number }[] = [];

  return {
    async load(db) {
      const at = clock();
      const settled = reads.filter((read) => at - read.at >= settleMs).at(-1);
      const full = !settled || at - fullReadAt >= fullReloadMs;
      const read = await readOwners(db, full ? { known: owners } : { aboveIndex: settled.maxIndex });
      if (full) {
        owners = new Map(read.owners);
        fullReadAt = at;
      } else {
        for (const [address, id] of read.owners) owners.set(address, id);
      }
      const maxIndex = Math.max(read.maxIndex, reads.at(-1)?.maxIndex ?? -1);
      // Keep the newest settled read (the next lower bound) and the ones still settling.
      reads = [...reads.filter((r) => r === settled || at - r.at < settleMs), { at, maxIndex }];
      return owners;
    },
  };
}
