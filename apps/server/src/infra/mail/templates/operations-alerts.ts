import type { Language } from '@app/contract';
import { fill, formatAmount, formatNumber, mailTexts, plural } from '../i18n';
import type { MailContent } from '../outbox';
import { adminOperationsAlertMail } from './admin-operations-alert';

/** The operations alerts, each in the admin's language (`raiseAdminAlert` renders one per language). */

interface Base {
  appUrl: string;
  language?: Language;
}

const ops = (language: Language | undefined) => mailTexts(language).operations;

/** The daily backup failed (features/backups). */
export function backupFailedMail(input: Base & { reason: string; folder: string }): MailContent {
  const t = ops(input.language).backupFailed;
  return adminOperationsAlertMail({
    appUrl: input.appUrl,
    language: input.language,
    subject: t.subject,
    paragraphs: [t.what, t.advice],
    details: [
      [t.reason, input.reason],
      [t.folder, input.folder],
    ],
    path: '/admin/settings',
  });
}

/** Compliance decisions wait for the exchange (features/rewards). */
export function complianceWaitingMail(input: Base & { overdue: number }): MailContent {
  const t = ops(input.language).complianceWaiting;
  return adminOperationsAlertMail({
    appUrl: input.appUrl,
    language: input.language,
    subject: t.subject,
    paragraphs: [t.what, t.advice],
    details: [[t.overdue, String(input.overdue)]],
    path: '/admin/dashboard',
  });
}

/** New mismatches between the ledger and the chain; each finding's line as the reconciliation writes it. */
export function reconciliationMail(input: Base & { findings: string[] }): MailContent {
  const language = input.language ?? 'en';
  return adminOperationsAlertMail({
    appUrl: input.appUrl,
    language,
    subject: plural(language, input.findings.length, ops(language).reconciliation.subject),
    paragraphs: input.findings,
    path: '/admin/reconciliation',
  });
}

/** A payout waits because the payout wallet lacks USDT or BNB for gas (features/payouts). */
export function payoutWalletLacksMail(
  input: Base & {
    lacking: 'usdt' | 'bnb';
    amount: string;
    address: string;
    usdt: string;
    bnb: string;
    withdrawalId: string;
  },
): MailContent {
  const language = input.language ?? 'en';
  const t = ops(language).walletLacks;
  return adminOperationsAlertMail({
    appUrl: input.appUrl,
    language,
    subject: fill(t.subject, { what: t[input.lacking] }),
    paragraphs: [
      fill(t.what, {
        amount: formatAmount(language, input.amount, 'USDT'),
        address: input.address,
        usdt: formatAmount(language, input.usdt, 'USDT'),
        bnb: formatAmount(language, input.bnb, 'BNB'),
      }),
      t.advice,
    ],
    path: `/admin/withdrawals/${input.withdrawalId}`,
  });
}

/** The payout wallet's balance is under its alert threshold (features/payouts). */
export function payoutWalletLowMail(
  input: Base & { asset: 'usdt' | 'bnb'; address: string; have: string; min: string },
): MailContent {
  const language = input.language ?? 'en';
  const t = ops(language).walletLow;
  const what = t[input.asset];
  return adminOperationsAlertMail({
    appUrl: input.appUrl,
    language,
    subject: fill(t.subject, { what }),
    paragraphs: [
      fill(t.what, {
        address: input.address,
        have: formatNumber(language, input.have),
        what,
        min: formatNumber(language, input.min),
      }),
      t.advice,
    ],
    path: '/admin/dashboard',
  });
}
