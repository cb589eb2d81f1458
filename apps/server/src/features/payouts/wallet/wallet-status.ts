import { compareDecimal, type Language, normalizeDecimal } from '@app/contract';
import { payoutWalletLowMail } from '../../../infra/mail/templates';
import { clearAdminAlert, raiseAdminAlert } from '../../admin-alerts';
import { readSettings } from '../../settings';
import type { PayoutDeps } from '../payout-deps';
import { walletBalances, walletSentSince } from './pay-from-wallet';

const DAY_MS = 86_400_000;

/** The payout wallet as the dashboard shows it: funds against the thresholds, sent in 24 hours. */
export async function payoutWalletStatus(deps: PayoutDeps) {
  const settings = await readSettings(deps.db);
  const { wallet, chain } = deps;
  const base = {
    configured: Boolean(wallet && chain),
    address: wallet?.address ?? null,
    minUsdt: settings.payoutWalletMinUsdt,
    minBnb: settings.payoutWalletMinBnb,
    maxPerDay: settings.payoutWalletMaxPerDay,
    maxPerWithdrawal: settings.payoutWalletMaxPerWithdrawal,
    sentLast24h: wallet
      ? normalizeDecimal(
          await walletSentSince(deps.db, wallet.address, new Date(deps.now().getTime() - DAY_MS)),
        )
      : '0',
  };
  if (!wallet || !chain) {
    return { ...base, usdt: null, bnb: null, lowUsdt: false, lowBnb: false, error: null };
  }
  try {
    const balances = await walletBalances(chain, wallet);
    return {
      ...base,
      usdt: balances.usdt,
      bnb: balances.bnb,
      lowUsdt: compareDecimal(balances.usdt, settings.payoutWalletMinUsdt) < 0,
      lowBnb: compareDecimal(balances.bnb, settings.payoutWalletMinBnb) < 0,
      error: null,
    };
  } catch (error) {
    return {
      ...base,
      usdt: null,
      bnb: null,
      lowUsdt: false,
      lowBnb: false,
      error:
        error instanceof Error ? (error.message.split('\n')[0] ?? 'chain read failed') : 'chain read failed',
    };
  }
}

/**
 * The job's check of the wallet's funds: below a threshold the admins are e-mailed once (until it
 * is above again, admin-alerts.ts). Returns the status it read.
 */
export async function alertOnLowWallet(deps: PayoutDeps) {
  const status = await payoutWalletStatus(deps);
  if (!status.configured || status.error) return status;
  const now = deps.now();
  for (const [key, low, asset, have, min] of [
    ['payout-wallet-low-usdt', status.lowUsdt, 'usdt', status.usdt, status.minUsdt],
    ['payout-wallet-low-bnb', status.lowBnb, 'bnb', status.bnb, status.minBnb],
  ] as const) {
    if (!low) {
      await clearAdminAlert(deps.db, key, now);
      continue;
    }
    const raised = await deps.db.transaction((tx) =>
      raiseAdminAlert(
        tx,
        key,
        (language: Language) =>
          payoutWalletLowMail({
            appUrl: deps.appUrl,
            language,
            asset,
            address: String(status.address),
            have: String(have),
            min: String(min),
          }),
        now,
      ),
    );
    if (raised) deps.mail?.wake();
  }
  return status;
}
