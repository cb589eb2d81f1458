import { compareDecimal, type Language, normalizeDecimal, sumDecimals } from '@app/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { encodeFunctionData, formatEther, type Hash, keccak256, TransactionNotFoundError } from 'viem';
import { formatUsdt, parseUsdt, usdtAbi, usdtBalanceOf } from '../../../infra/chain';
import type { Tx } from '../../../infra/db/client';
import { notifyLive } from '../../../infra/live/live-notify';
import { payoutWalletLacksMail } from '../../../infra/mail/templates';
import { clearAdminAlert, raiseAdminAlert } from '../../admin-alerts';
import { writeAudit } from '../../audit';
import { readChain } from '../../onboarding';
import { readSettings } from '../../settings';
import { manualFallbackNote, type PayoutLimitHit, recordManualFallback } from '../../withdrawals';
import { withdrawals } from '../../withdrawals/withdrawals.tables';
import type { PayoutChain } from '../payout-chain';
import { PAYOUT_GAS_LIMIT, type PayoutDeps } from '../payout-deps';
import { payoutTransactions, type PayoutTransactionRow, payoutWalletNonces } from '../payouts.tables';
import type { PayoutWallet } from './payout-wallet';

const DAY_MS = 86_400_000;

/** The wallet's USDT and BNB (gas), as decimal strings. */
export async function walletBalances(chain: PayoutChain, wallet: PayoutWallet) {
  const [usdt, bnb] = await readChain(() =>
    Promise.all([
      usdtBalanceOf(chain.client, chain.token, wallet.address),
      chain.client.getBalance({ address: wallet.address }),
    ]),
  );
  return { usdt: formatUsdt(usdt), bnb: formatEther(bnb), usdtUnits: usdt, bnbWei: bnb };
}

/** What the wallet signed in the last 24 hours (one amount per nonce: replacements do not count twice). */
export async function walletSentSince(tx: Pick<PayoutDeps, 'db'>['db'] | Tx, address: string, since: Date) {
  const result = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(w.amount), 0)::text AS total
      FROM ${payoutTransactions} p JOIN ${withdrawals} w ON w.id = p.withdrawal_id
     WHERE p.from_address = ${address.toLowerCase()} AND p.replaces_id IS NULL
       AND p.signed_at >= ${since.toISOString()}::timestamptz`);
  return result.rows[0]?.total ?? '0';
}

/** The amounts of wallet payouts signed and not settled yet (their USDT is still in the wallet). */
async function inFlight(deps: PayoutDeps) {
  const result = await deps.db.execute<{ total: string; n: number }>(sql`
    SELECT coalesce(sum(amount), 0)::text AS total, count(*)::int AS n FROM ${withdrawals}
     WHERE payout_method = 'WALLET' AND payout_status = 'BROADCAST'`);
  return { total: result.rows[0]?.total ?? '0', count: result.rows[0]?.n ?? 0 };
}

const setNote = (deps: PayoutDeps, id: string, note: string | null) =>
  deps.db
    .update(withdrawals)
    .set({ payoutNote: note })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.payoutStatus, 'AWAITING_PAYMENT')));

export type WalletPayOutcome = 'sent' | 'manual' | 'no-funds' | 'skipped';

/**
 * Pays an APPROVED withdrawal whose payout waits for the wallet:
 * 1. reads the chain first (fee, nonce, balances): not enough USDT or BNB leaves it waiting (a
 *    note on the payout, one e-mail to the admins) and the job tries again;
 * 2. in ONE database transaction: the payout's row (skipped when another instance holds it), the
 *    nonce row FOR UPDATE (so instances never share a nonce), the limits (per withdrawal, per
 *    24 hours: above them the payout goes to MANUAL), the signature, the signed bytes stored, the
 *    payout BROADCAST with its hash;
 * 3. after the commit, the stored bytes are broadcast. A crash before that only delays it: the job
 *    sends the same bytes again, and never signs the same payout twice.
 */
export async function payFromWallet(deps: PayoutDeps, withdrawalId: string): Promise<WalletPayOutcome> {
  const { chain, wallet } = deps;
  if (!chain || !wallet) return 'skipped';
  const [chainId, gasPrice, chainNonce, balances, flying] = await Promise.all([
    chain.chainId(),
    readChain(() => chain.client.getGasPrice()),
    readChain(() => chain.client.getTransactionCount({ address: wallet.address, blockTag: 'pending' })),
    walletBalances(chain, wallet),
    inFlight(deps),
  ]);
  const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (!row || row.payoutStatus !== 'AWAITING_PAYMENT' || row.payoutMethod !== 'WALLET') return 'skipped';

  const needUsdt = parseUsdt(sumDecimals([row.amount, flying.total]));
  const needWei = PAYOUT_GAS_LIMIT * gasPrice * BigInt(flying.count + 1);
  if (balances.usdtUnits < needUsdt || balances.bnbWei < needWei) {
    const lacking = balances.usdtUnits < needUsdt ? 'USDT' : 'BNB for gas';
    await setNote(deps, row.id, `Waiting for the payout wallet: it lacks ${lacking}.`);
    const raised = await deps.db.transaction((tx) =>
      raiseAdminAlert(
        tx,
        'payout-wallet-funds',
        (language: Language) =>
          payoutWalletLacksMail({
            appUrl: deps.appUrl,
            language,
            lacking: balances.usdtUnits < needUsdt ? 'usdt' : 'bnb',
            amount: row.amount,
            address: wallet.address,
            usdt: balances.usdt,
            bnb: balances.bnb,
            withdrawalId: row.id,
          }),
        deps.now(),
      ),
    );
    if (raised) deps.mail?.wake();
    return 'no-funds';
  }
  await clearAdminAlert(deps.db, 'payout-wallet-funds', deps.now());

  const signed = await deps.db.transaction(async (tx) => {
    // Another instance on this payout: it is theirs.
    const locked = await tx.execute<{ id: string }>(sql`
      SELECT id FROM ${withdrawals} WHERE id = ${row.id}::uuid
         AND payout_status = 'AWAITING_PAYMENT' AND payout_method = 'WALLET'
       FOR UPDATE SKIP LOCKED`);
    if (locked.rows.length === 0) return null;
    const address = wallet.address.toLowerCase();
    await tx.insert(payoutWalletNonces).values({ chainId, address, nextNonce: 0n }).onConflictDoNothing();
    const [nonceRow] = await tx
      .select()
      .from(payoutWalletNonces)
      .where(and(eq(payoutWalletNonces.chainId, chainId), eq(payoutWalletNonces.address, address)))
      .for('update');
    if (!nonceRow) throw new Error('payout nonce row missing');

    const now = deps.now();
    const settings = await readSettings(tx);
    const sentToday = normalizeDecimal(await walletSentSince(tx, address, new Date(now.getTime() - DAY_MS)));
    const limitHit: PayoutLimitHit | null =
      compareDecimal(row.amount, settings.payoutWalletMaxPerWithdrawal) > 0
        ? { limit: 'PER_WITHDRAWAL', max: settings.payoutWalletMaxPerWithdrawal }
        : compareDecimal(sumDecimals([sentToday, row.amount]), settings.payoutWalletMaxPerDay) > 0
          ? { limit: 'PER_DAY', max: settings.payoutWalletMaxPerDay, sentLast24h: sentToday }
          : null;
    if (limitHit) {
      const [manual] = await tx
        .update(withdrawals)
        .set({ payoutMethod: 'MANUAL', payoutNote: manualFallbackNote(limitHit) })
        .where(eq(withdrawals.id, row.id))
        .returning();
      if (manual) await recordManualFallback(tx, { withdrawal: manual, hit: limitHit, at: 'signing', now });
      return 'manual' as const;
    }

    const nonce = nonceRow.nextNonce > BigInt(chainNonce) ? nonceRow.nextNonce : BigInt(chainNonce);
    const rawTx = await wallet.account.signTransaction({
      type: 'legacy',
      chainId,
      nonce: Number(nonce),
      to: chain.token,
      data: encodeFunctionData({
        abi: usdtAbi,
        functionName: 'transfer',
        args: [row.walletAddress as `0x${string}`, parseUsdt(row.amount)],
      }),
      gas: PAYOUT_GAS_LIMIT,
      gasPrice,
      value: 0n,
    });
    const txHash = keccak256(rawTx).toLowerCase();
    const [stored] = await tx
      .insert(payoutTransactions)
      .values({
        withdrawalId: row.id,
        chainId,
        fromAddress: address,
        nonce,
        txHash,
        rawTx,
        gasPrice: gasPrice.toString(),
        signedAt: now,
      })
      .returning();
    await tx
      .update(payoutWalletNonces)
      .set({ nextNonce: nonce + 1n, updatedAt: now })
      .where(and(eq(payoutWalletNonces.chainId, chainId), eq(payoutWalletNonces.address, address)));
    await tx
      .update(withdrawals)
      .set({ payoutStatus: 'BROADCAST', transactionHash: txHash, payoutNote: null, payoutMissingSince: null })
      .where(eq(withdrawals.id, row.id));
    await notifyLive(tx, { k: 'withdrawal', u: row.userId });
    await writeAudit(tx, {
      actorId: null,
      action: 'withdrawal.payout.sign',
      target: { type: 'withdrawal', id: row.id },
      after: { txHash, nonce: nonce.toString(), from: wallet.address, gasPrice: gasPrice.toString() },
      at: now,
    });
    return stored ?? null;
  });
  if (signed === 'manual') return 'manual';
  if (!signed) return 'skipped';
  await broadcastStored(deps, signed);
  return 'sent';
}

// The node already has (or has mined) these bytes: sending them again did what it should.
const ALREADY_SENT = /already known|known transaction|nonce too low|already imported|AlreadyKnown/i;

/** Hands stored signed bytes to the node; records success, or the error for the next try. */
export async function broadcastStored(deps: PayoutDeps, stored: PayoutTransactionRow): Promise<boolean> {
  const { chain } = deps;
  if (!chain) return false;
  let error: string | null = null;
  try {
    await chain.client.sendRawTransaction({ serializedTransaction: stored.rawTx as `0x${string}` });
  } catch (cause) {
    const text = cause instanceof Error ? cause.message : String(cause);
    if (!ALREADY_SENT.test(text)) error = text.split('\n')[0] ?? 'send failed';
  }
  await deps.db
    .update(payoutTransactions)
    .set({
      sendAttempts: sql`${payoutTransactions.sendAttempts} + 1`,
      ...(error ? { lastSendError: error } : { sentAt: deps.now(), lastSendError: null }),
    })
    .where(eq(payoutTransactions.id, stored.id));
  if (error)
    deps.log?.warn({ txHash: stored.txHash, error }, 'payout broadcast failed; it is sent again later');
  return error === null;
}

/** Whether the node knows the transaction (pending or mined). */
export async function isInMempool(chain: PayoutChain, hash: Hash): Promise<boolean> {
  return readChain(async () => {
    try {
      await chain.client.getTransaction({ hash });
      return true;
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    }
  });
}

/**
 * A transaction not mined in time: a new one at the SAME nonce with a higher fee (at least 20 %
 * more, or the node's price), stored before it is sent. Only one transaction of a nonce can be
 * mined, so the withdrawal is still paid at most once.
 */
export async function replaceAtSameNonce(
  deps: PayoutDeps,
  withdrawalId: string,
  newest: PayoutTransactionRow,
): Promise<boolean> {
  const { chain, wallet } = deps;
  if (!chain || !wallet) return false;
  const [chainId, current] = await Promise.all([
    chain.chainId(),
    readChain(() => chain.client.getGasPrice()),
  ]);
  const bumped = (BigInt(newest.gasPrice) * 12n) / 10n + 1n;
  const gasPrice = current > bumped ? current : bumped;
  const stored = await deps.db.transaction(async (tx) => {
    const locked = await tx.execute<{ transaction_hash: string }>(sql`
      SELECT transaction_hash FROM ${withdrawals} WHERE id = ${withdrawalId}::uuid
         AND payout_status = 'BROADCAST' AND payout_method = 'WALLET'
       FOR UPDATE SKIP LOCKED`);
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    if (locked.rows.length === 0 || !w) return null;
    // Only the newest transaction of the nonce is replaced, once.
    const later = await tx
      .select({ id: payoutTransactions.id })
      .from(payoutTransactions)
      .where(
        and(
          eq(payoutTransactions.withdrawalId, withdrawalId),
          sql`${payoutTransactions.signedAt} > ${newest.signedAt.toISOString()}::timestamptz`,
        ),
      );
    if (later.length > 0) return null;
    const now = deps.now();
    const rawTx = await wallet.account.signTransaction({
      type: 'legacy',
      chainId,
      nonce: Number(newest.nonce),
      to: chain.token,
      data: encodeFunctionData({
        abi: usdtAbi,
        functionName: 'transfer',
        args: [w.walletAddress as `0x${string}`, parseUsdt(w.amount)],
      }),
      gas: PAYOUT_GAS_LIMIT,
      gasPrice,
      value: 0n,
    });
    const txHash = keccak256(rawTx).toLowerCase();
    const first = newest.replacesId ?? newest.id;
    const [row] = await tx
      .insert(payoutTransactions)
      .values({
        withdrawalId,
        chainId,
        fromAddress: newest.fromAddress,
        nonce: newest.nonce,
        txHash,
        rawTx,
        gasPrice: gasPrice.toString(),
        replacesId: first,
        signedAt: now,
      })
      .returning();
    await tx
      .update(withdrawals)
      .set({ transactionHash: txHash })
      .where(and(eq(withdrawals.id, withdrawalId), isNull(withdrawals.payoutConfirmedAt)));
    await writeAudit(tx, {
      actorId: null,
      action: 'withdrawal.payout.replace',
      target: { type: 'withdrawal', id: withdrawalId },
      before: { txHash: newest.txHash, gasPrice: newest.gasPrice },
      after: { txHash, nonce: newest.nonce.toString(), gasPrice: gasPrice.toString() },
      at: now,
    });
    return row ?? null;
  });
  if (!stored) return false;
  await broadcastStored(deps, stored);
  return true;
}
