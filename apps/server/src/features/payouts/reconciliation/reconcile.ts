import type { Language } from '@app/contract';
import { and, desc, eq, isNotNull, isNull, min, notInArray, sql } from 'drizzle-orm';
import { type Address, getAddress, type Hash, parseEventLogs, type TransactionReceipt } from 'viem';
import { iterateUsdtTransfers, safeHead, verifyBlockHash } from '../../../infra/chain';
import { transferEvent } from '../../../infra/chain/transfer-logs-request';
import type { DbOrTx } from '../../../infra/db/client';
import { reconciliationMail } from '../../../infra/mail/templates';
import { notifyAdmins } from '../../admin-alerts';
import { lagOf, loadDepositOwners, readChain } from '../../onboarding';
import { depositTransfers } from '../../onboarding/onboarding.tables';
import { withdrawals } from '../../withdrawals/withdrawals.tables';
import { checkTransfer, readReceipt } from '../payout-chain';
import type { PayoutDeps } from '../payout-deps';
import { payoutTransactions } from '../payouts.tables';
import { reconciliationFindings, reconciliationRuns } from './reconciliation.tables';

/** What a mismatch is. */
export const FINDING_KINDS = {
  CONFIRMED_PAYOUT_MISSING: 'A CONFIRMED payout has no matching transfer on the chain',
  UNKNOWN_WALLET_TRANSFER: 'A transfer from the payout wallet that the platform did not make',
  WALLET_TRANSFER_UNSETTLED:
    "A transfer from the payout wallet that its withdrawal's payout does not account for",
  WITHDRAWAL_PAID_TWICE: 'More than one transfer from the payout wallet pays this withdrawal',
  CREDITED_DEPOSIT_MISSING: 'A credited deposit has no matching transfer on the chain',
  DEPOSIT_NOT_CREDITED: "A transfer to a member's deposit address that is neither credited nor explained",
} as const;
export type FindingKind = keyof typeof FINDING_KINDS;

export interface Finding {
  key: string;
  kind: FindingKind;
  txHash: string | null;
  withdrawalId?: string | null;
  userId?: string | null;
  address?: string | null;
  detail: string;
}

/** Blocks read below the earliest block the ledger knows of, when it knows of none (about an hour on BSC). */
export const RECONCILE_LOOKBACK_BLOCKS = 5000n;
/** A deposit transfer stored this recently may still be on its way to being credited. */
const DEPOSIT_GRACE_MS = 10 * 60_000;

const lower = (v: string) => v.toLowerCase();

/**
 * Compares the ledger with the chain, up to the settled head:
 * - every CONFIRMED payout has its transfer (success, USDT to the address, exact amount, block
 *   still canonical);
 * - every USDT transfer out of the payout wallet is one the platform signed, for a withdrawal whose
 *   payout accounts for it (BROADCAST or CONFIRMED with that hash), one per withdrawal;
 * - every credited deposit has its transfer (the same log: recipient, amount, canonical block);
 * - every transfer to a member's deposit address is credited or explained (waiting to settle, set
 *   aside with its error, or too recent).
 * The findings are stored by key: new ones are e-mailed to the admins once, ones no longer seen
 * are resolved. A chain node that cannot be read ends the run with its error (nothing resolved).
 */
export async function reconcile(deps: PayoutDeps) {
  const now = deps.now();
  const [run] = await deps.db.insert(reconciliationRuns).values({ startedAt: now }).returning();
  if (!run) throw new Error('reconciliation run insert returned nothing');
  const { chain } = deps;
  try {
    if (!chain) throw new Error('no chain is configured (BSC_RPC_URL)');
    const head = await readChain(() => safeHead(chain.client, lagOf(chain)));
    const fromBlock = await firstBlock(deps.db, head.blockNumber);
    const findings: Finding[] = [];
    const receipts = new Map<string, Promise<TransactionReceipt | null>>();
    const receipt = (hash: string) => {
      let found = receipts.get(lower(hash));
      if (!found) {
        found = readReceipt(chain.client, hash as Hash);
        receipts.set(lower(hash), found);
      }
      return found;
    };
    const blockTime = async (blockNumber: bigint) =>
      Number((await readChain(() => chain.client.getBlock({ blockNumber }))).timestamp) * 1000;
    const canonical = async (r: TransactionReceipt) =>
      (await readChain(() => verifyBlockHash(chain.client, r.blockNumber, r.blockHash))) === 'canonical';

    // 1. Every CONFIRMED payout has its transfer.
    const confirmed = await deps.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.payoutStatus, 'CONFIRMED'));
    for (const w of confirmed) {
      const base = {
        kind: 'CONFIRMED_PAYOUT_MISSING' as const,
        key: `CONFIRMED_PAYOUT_MISSING:${w.id}`,
        withdrawalId: w.id,
        userId: w.userId,
        address: w.walletAddress,
        txHash: w.transactionHash,
      };
      if (!w.transactionHash) {
        findings.push({ ...base, detail: 'No transaction hash is recorded.' });
        continue;
      }
      const r = await receipt(w.transactionHash);
      const problem = !r
        ? 'The chain has no mined transaction with this hash.'
        : r.status !== 'success'
          ? 'The transaction reverted.'
          : checkTransfer(r, { token: chain.token, to: w.walletAddress, amount: w.amount }) !== 'OK'
            ? `The transaction holds no USDT transfer of ${w.amount} to ${w.walletAddress}.`
            : !(await canonical(r))
              ? 'The block of the transaction is no longer on the chain.'
              : null;
      if (problem) findings.push({ ...base, detail: problem });
    }

    // 2. Every transfer out of the payout wallet belongs to one withdrawal.
    let walletTransfers = 0;
    if (deps.wallet && fromBlock <= head.blockNumber) {
      const wallet = deps.wallet.address;
      const paidBy = new Map<string, string[]>();
      for (let start = fromBlock; start <= head.blockNumber; start += chain.maxRange) {
        const end =
          start + chain.maxRange - 1n < head.blockNumber ? start + chain.maxRange - 1n : head.blockNumber;
        const logs = await readChain(() =>
          chain.client.getLogs({
            address: chain.token,
            event: transferEvent,
            args: { from: wallet },
            fromBlock: start,
            toBlock: end,
          }),
        );
        for (const log of parseEventLogs({ abi: [transferEvent], logs, strict: true })) {
          if (!log.transactionHash) continue;
          walletTransfers += 1;
          const hash = lower(log.transactionHash);
          const [ours] = await deps.db
            .select({ withdrawalId: payoutTransactions.withdrawalId })
            .from(payoutTransactions)
            .where(eq(payoutTransactions.txHash, hash));
          const where = { txHash: hash, address: getAddress(log.args.to) };
          if (!ours) {
            findings.push({
              ...where,
              kind: 'UNKNOWN_WALLET_TRANSFER',
              key: `UNKNOWN_WALLET_TRANSFER:${hash}:${log.logIndex}`,
              detail: `${log.args.value} token units to ${getAddress(log.args.to)} in block ${log.blockNumber}, signed outside the platform.`,
            });
            continue;
          }
          const [w] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, ours.withdrawalId));
          paidBy.set(ours.withdrawalId, [...(paidBy.get(ours.withdrawalId) ?? []), hash]);
          const accounted =
            w &&
            (w.payoutStatus === 'CONFIRMED' || w.payoutStatus === 'BROADCAST') &&
            lower(w.transactionHash ?? '') === hash;
          if (!accounted) {
            findings.push({
              ...where,
              kind: 'WALLET_TRANSFER_UNSETTLED',
              key: `WALLET_TRANSFER_UNSETTLED:${hash}`,
              withdrawalId: ours.withdrawalId,
              userId: w?.userId ?? null,
              detail: `The withdrawal's payout is ${w?.payoutStatus ?? 'unknown'} with transaction ${w?.transactionHash ?? 'none'}.`,
            });
          }
        }
      }
      for (const [withdrawalId, hashes] of paidBy) {
        if (hashes.length > 1) {
          findings.push({
            kind: 'WITHDRAWAL_PAID_TWICE',
            key: `WITHDRAWAL_PAID_TWICE:${withdrawalId}`,
            withdrawalId,
            txHash: hashes[0] ?? null,
            detail: `Transactions ${hashes.join(', ')} all pay it.`,
          });
        }
      }
    }

    // 3. Every credited deposit has its transfer.
    const chainId = await chain.chainId();
    const credited = await deps.db
      .select()
      .from(depositTransfers)
      .where(and(eq(depositTransfers.chainId, chainId), isNotNull(depositTransfers.creditedAt)));
    for (const d of credited) {
      const r = await receipt(d.txHash);
      const log = r
        ? parseEventLogs({ abi: [transferEvent], logs: r.logs, strict: true }).find(
            (l) => l.logIndex === d.logIndex,
          )
        : undefined;
      const matches =
        r &&
        r.status === 'success' &&
        log &&
        lower(log.address) === lower(chain.token) &&
        lower(log.args.to) === lower(d.toAddress) &&
        log.args.value.toString() === d.amountUnits &&
        (await canonical(r));
      if (!matches) {
        findings.push({
          kind: 'CREDITED_DEPOSIT_MISSING',
          key: `CREDITED_DEPOSIT_MISSING:${d.txHash}:${d.logIndex}`,
          txHash: d.txHash,
          userId: d.userId,
          address: d.toAddress,
          detail: `Credited ${d.amountUnits} token units (log ${d.logIndex}); the chain does not show that transfer.`,
        });
      }
    }

    // 4. Every transfer to a member's deposit address is credited or explained.
    let depositLogs = 0;
    const owners = await loadDepositOwners(deps.db);
    const addresses = [...owners.keys()] as Address[];
    if (addresses.length > 0 && fromBlock <= head.blockNumber) {
      for await (const chunk of iterateUsdtTransfers({
        client: chain.client,
        token: chain.token,
        fromBlock,
        toBlock: head.blockNumber,
        addresses,
        maxRange: chain.maxRange,
      })) {
        for (const transfer of chunk.transfers) {
          depositLogs += 1;
          const hash = lower(transfer.txHash);
          const [stored] = await deps.db
            .select()
            .from(depositTransfers)
            .where(
              and(
                eq(depositTransfers.chainId, chainId),
                eq(depositTransfers.txHash, hash),
                eq(depositTransfers.logIndex, transfer.logIndex),
              ),
            );
          const explained = stored
            ? stored.creditedAt !== null ||
              stored.setAsideAt !== null ||
              now.getTime() - stored.seenAt.getTime() < DEPOSIT_GRACE_MS
            : // Not recorded yet: the watcher may simply not have read its block yet.
              now.getTime() - (await blockTime(transfer.blockNumber)) < DEPOSIT_GRACE_MS;
          if (!explained) {
            findings.push({
              kind: 'DEPOSIT_NOT_CREDITED',
              key: `DEPOSIT_NOT_CREDITED:${hash}:${transfer.logIndex}`,
              txHash: hash,
              userId: owners.get(getAddress(transfer.to)) ?? null,
              address: getAddress(transfer.to),
              detail: stored
                ? `${transfer.value} token units, stored but not credited${stored.droppedAt ? ' (dropped as reorganised away, yet on the chain)' : ''}.`
                : `${transfer.value} token units in block ${transfer.blockNumber}, not recorded by the deposit watcher.`,
            });
          }
        }
      }
    }

    const checked = {
      confirmedPayouts: confirmed.length,
      walletTransfers,
      creditedDeposits: credited.length,
      depositTransfers: depositLogs,
    };
    const fresh = await storeFindings(deps.db, findings, now);
    await deps.db
      .update(reconciliationRuns)
      .set({
        finishedAt: deps.now(),
        fromBlock,
        toBlock: head.blockNumber,
        checked,
        findings: findings.length,
      })
      .where(eq(reconciliationRuns.id, run.id));
    if (fresh.length > 0) {
      const queued = await notifyAdmins(
        deps.db,
        'operations',
        (language: Language) =>
          reconciliationMail({
            appUrl: deps.appUrl,
            language,
            // Each finding as the reconciliation page writes it (its kind and the chain's facts).
            findings: fresh.map(
              (f) => `${FINDING_KINDS[f.kind]}: ${f.detail}${f.txHash ? ` (${f.txHash})` : ''}`,
            ),
          }),
        { now },
      );
      if (queued > 0) deps.mail?.wake();
    }
    return { runId: run.id, findings, fresh: fresh.length, checked, fromBlock, toBlock: head.blockNumber };
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error);
    await deps.db
      .update(reconciliationRuns)
      .set({ finishedAt: deps.now(), error: message })
      .where(eq(reconciliationRuns.id, run.id));
    throw error;
  }
}

/** The earliest block the ledger knows of (payouts, deposits), or the lookback below the head. */
async function firstBlock(db: DbOrTx, settled: bigint) {
  const [payouts] = await db.select({ b: min(withdrawals.payoutBlockNumber) }).from(withdrawals);
  const [deposits] = await db.select({ b: min(depositTransfers.blockNumber) }).from(depositTransfers);
  const lookback = settled > RECONCILE_LOOKBACK_BLOCKS ? settled - RECONCILE_LOOKBACK_BLOCKS : 0n;
  const known = [payouts?.b, deposits?.b, lookback].filter((b): b is bigint => typeof b === 'bigint');
  return known.reduce((a, b) => (BigInt(b) < a ? BigInt(b) : a), lookback);
}

/** Stores this run's findings; returns the ones never seen before (to e-mail), resolves the rest. */
async function storeFindings(db: DbOrTx, findings: Finding[], now: Date) {
  const fresh: Finding[] = [];
  for (const f of findings) {
    const inserted = await db
      .insert(reconciliationFindings)
      .values({
        key: f.key,
        kind: f.kind,
        txHash: f.txHash,
        withdrawalId: f.withdrawalId ?? null,
        userId: f.userId ?? null,
        address: f.address ?? null,
        detail: f.detail,
        firstSeenAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({
        target: reconciliationFindings.key,
        set: { lastSeenAt: now, detail: f.detail, resolvedAt: null },
      })
      .returning({ firstSeenAt: reconciliationFindings.firstSeenAt });
    if (inserted[0]?.firstSeenAt.getTime() === now.getTime()) fresh.push(f);
  }
  const seen = findings.map((f) => f.key);
  await db
    .update(reconciliationFindings)
    .set({ resolvedAt: now })
    .where(
      and(
        isNull(reconciliationFindings.resolvedAt),
        seen.length > 0 ? notInArray(reconciliationFindings.key, seen) : sql`true`,
      ),
    );
  return fresh;
}

/** The admin page: the last run and the open findings, newest first. */
export async function reconciliationReport(db: DbOrTx) {
  const [lastRun] = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.startedAt))
    .limit(1);
  const findings = await db
    .select()
    .from(reconciliationFindings)
    .where(isNull(reconciliationFindings.resolvedAt))
    .orderBy(desc(reconciliationFindings.firstSeenAt), reconciliationFindings.key)
    .limit(500);
  return {
    lastRun: lastRun
      ? {
          startedAt: lastRun.startedAt,
          finishedAt: lastRun.finishedAt,
          fromBlock: lastRun.fromBlock?.toString() ?? null,
          toBlock: lastRun.toBlock?.toString() ?? null,
          checked: (lastRun.checked as Record<string, number> | null) ?? {},
          findings: lastRun.findings,
          error: lastRun.error,
        }
      : null,
    findings: findings.map((f) => ({
      key: f.key,
      kind: f.kind,
      description: FINDING_KINDS[f.kind as FindingKind] ?? f.kind,
      txHash: f.txHash,
      withdrawalId: f.withdrawalId,
      userId: f.userId,
      address: f.address,
      detail: f.detail,
      firstSeenAt: f.firstSeenAt,
      lastSeenAt: f.lastSeenAt,
    })),
  };
}
