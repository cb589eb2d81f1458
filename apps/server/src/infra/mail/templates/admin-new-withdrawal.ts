import type { Language } from '@app/contract';
import { fill, formatAmount, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, renderMail } from './layout';

/** Admin alert (setting "Withdrawal Alerts"): a withdrawal waits for review. */
export function adminNewWithdrawalMail(input: {
  appUrl: string;
  withdrawalId: string;
  member: { userId: string; firstName: string; lastName: string; email: string };
  /** Decimal string, as the ledger keeps it. */
  amount: string;
  asset: string;
  walletAddress: string;
  language?: Language;
}): MailContent {
  const { member, language = 'en' } = input;
  const t = mailTexts(language).adminNewWithdrawal;
  const amount = formatAmount(language, input.amount, input.asset);
  return renderMail({
    language,
    subject: fill(t.subject, { amount }),
    heading: t.heading,
    paragraphs: [t.intro],
    details: [
      [t.member, `${member.firstName} ${member.lastName} (${member.userId})`],
      [t.email, member.email],
      [t.amount, amount],
      [t.walletAddress, input.walletAddress],
    ],
    action: { label: t.action, url: appLink(input.appUrl, `/admin/withdrawals/${input.withdrawalId}`) },
  });
}
