import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Hash } from 'viem';
import { type BlockHashCheck, verifyBlockHash } from '../../../infra/chain';
import type { Db } from '../../../infra/db/client';
import { isDatabaseUnavailable } from '../../../infra/db/pg-errors';
import { type DepositChain, readChain } from '../deposit-chain';
import { depositTransfers } from '../onboarding.tables';
import type { SubscriptionPaidHook } from '../subscription-events';
import { creditTransfer, dropTransfer } from '../subscription/credit-transfer';
import { describeCreditFailure, setAsideTransfer } from '../subscription/set-aside-transfer';

export interface CreditOutcome {
  credited: number;
  dropped: number;
  /** Settled by number, but the node has no block there yet: asked again next time. */
  waiting: number;
  /** Crediting failed: set aside with the failure, tried again later; the others went on. */
  setAside: number;
  /** Periods paid by these credits. */
  periodsPaid: number;
}

export interface CreditDeps {
  db: Db;
  chain: DepositChain;
  now: () => Date;
  /** Where a credited period is announced (DIRECT rewards): the app's `subscriptionPaid`. */
  subscriptionPaid: SubscriptionPaidHook;
  /** For the admins' alert link. */
  appUrl: string;
  log?: { error(obj: object, msg: string): void };
  /** Sends a queued alert at once (the outbox worker would on its next tick). */
  mail?: { wake(): void };
}

const PAGE = 500;

/**
 * Credits the stored transfers up to the settled block, in chain order, each on its own: one whose
 * crediting fails is set aside (see `setAsideTransfer`) and the next one goes on. Set-aside
 * transfers are tried again once their `retry_at` has come. Right before crediting, each transfer's
 * block hash is asked again: a block reorganised away drops the transfer for good.
 *
 * A failure of the chain node (ChainReadError) or of the database connection stops the pass: they
 * are nobody's transfer's fault, and the next pass picks up where this one stopped.
 */
export async function creditSettledTransfers(
  deps: CreditDeps,
  scope: { chainId: number; settledBlock: bigint; userId?: string },
): Promise<CreditOutcome> {
  const outcome: CreditOutcome = { credited: 0, dropped: 0, waiting: 0, setAside: 0, periodsPaid: 0 };
  const checks = new Map<string, Promise<BlockHashCheck>>();
  const startedAt = deps.now();
  // Keyset pages in chain order; a transfer left waiting is not asked for again in this pass.
  let after: { blockNumber: bigint; logIndex: number; id: string } | undefined;
  for (;;) {
    const page = await deps.db
      .select({
        id: depositTransfers.id,
        userId: depositTransfers.userId,
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
          or(isNull(depositTransfers.retryAt), lte(depositTransfers.retryAt, startedAt)),
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
        check = readChain(() =>
          verifyBlockHash(deps.chain.client, transfer.blockNumber, transfer.blockHash as Hash),
        );
        checks.set(key, check);
      }
      switch (await check) {
        case 'canonical':
          await creditOne(deps, transfer, outcome);
          break;
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

async function creditOne(deps: CreditDeps, transfer: { id: string; userId: string }, outcome: CreditOutcome) {
  try {
    const periods = await creditTransfer(deps.db, transfer.id, deps.now(), deps.subscriptionPaid);
    if (periods) {
      outcome.credited += 1;
      outcome.periodsPaid += periods.length;
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    const failure = describeCreditFailure(error);
    const setAside = await setAsideTransfer(deps, transfer.id, failure, deps.now());
    if (!setAside) return;
    outcome.setAside += 1;
    deps.log?.error(
      { transferId: transfer.id, userId: transfer.userId, failure, firstTime: setAside.firstTime },
      'deposit set aside: crediting failed',
    );
    if (setAside.firstTime) deps.mail?.wake();
  }
}
