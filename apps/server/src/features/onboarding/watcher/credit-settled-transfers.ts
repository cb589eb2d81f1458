import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Hash } from 'viem';
import { type BlockHashCheck, verifyBlockHash } from '../../../infra/chain';
import type { Db } from '../../../infra/db/client';
import type { DepositChain } from '../deposit-chain';
import { depositTransfers } from '../onboarding.schema';
import { creditTransfer, dropTransfer } from '../subscription/credit-transfer';

export interface CreditOutcome {
  credited: number;
  dropped: number;
  /** Settled by number, but the node has no block there yet: asked again next time. */
  waiting: number;
  /** Periods paid by these credits. */
  periodsPaid: number;
}

const PAGE = 500;

/**
 * Credits the stored transfers up to the settled block, in chain order. Right before crediting,
 * each transfer's block hash is asked again: a block reorganised away drops the transfer for good.
 */
export async function creditSettledTransfers(
  deps: { db: Db; chain: DepositChain; now: () => Date },
  scope: { chainId: number; settledBlock: bigint; userId?: string },
): Promise<CreditOutcome> {
  const outcome: CreditOutcome = { credited: 0, dropped: 0, waiting: 0, periodsPaid: 0 };
  const checks = new Map<string, Promise<BlockHashCheck>>();
  // Keyset pages in chain order; a transfer left waiting is not asked for again in this pass.
  let after: { blockNumber: bigint; logIndex: number; id: string } | undefined;
  for (;;) {
    const page = await deps.db
      .select({
        id: depositTransfers.id,
        blockNumber: depositTransfers.blockNumber,
        logIndex: depositTransfers.logIndex,
        blockHash: depositTransfers.blockHash,
      })
      .from(depositTransfers)
      .where(
        and(
          eq(depositTransfers.chainId, scope.chainId),
          eq(depositTransfers.token, deps.chain.token.toLowerCase()),
          isNull(depositTransfers.creditedAt),
          isNull(depositTransfers.droppedAt),
          lte(depositTransfers.blockNumber, scope.settledBlock),
          ...(scope.userId ? [eq(depositTransfers.userId, scope.userId)] : []),
          ...(after
            ? [
                sql`(${depositTransfers.blockNumber}, ${depositTransfers.logIndex}, ${depositTransfers.id}) > (${after.blockNumber}, ${after.logIndex}, ${after.id})`,
              ]
            : []),
        ),
      )
      .orderBy(asc(depositTransfers.blockNumber), asc(depositTransfers.logIndex), asc(depositTransfers.id))
      .limit(PAGE);

    for (const transfer of page) {
      const key = `${transfer.blockNumber}:${transfer.blockHash}`;
      let check = checks.get(key);
      if (!check) {
        check = verifyBlockHash(deps.chain.client, transfer.blockNumber, transfer.blockHash as Hash);
        checks.set(key, check);
      }
      switch (await check) {
        case 'canonical': {
          const periods = await creditTransfer(deps.db, transfer.id, deps.now());
          if (periods) {
            outcome.credited += 1;
            outcome.periodsPaid += periods.length;
          }
          break;
        }
        case 'replaced':
          await dropTransfer(deps.db, transfer.id, deps.now());
          outcome.dropped += 1;
          break;
        case 'unknown':
          outcome.waiting += 1;
          break;
      }
    }
    if (page.length < PAGE) return outcome;
    after = page.at(-1);
  }
}
