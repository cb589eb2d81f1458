import type { Language } from '@app/contract';
import { fill, formatAmount, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, renderMail } from './layout';

/** Admin alert (under "Email Notifications"): a deposit could not be credited and was set aside. */
export function adminDepositSetAsideMail(input: {
  appUrl: string;
  member: { id: string; userId: string; firstName: string; lastName: string };
  /** Exact decimal string in USDT. */
  amount: string;
  txHash: string;
  toAddress: string;
  /** What failed, as the deposits page shows it. */
  error: string;
  language?: Language;
}): MailContent {
  const { member, language = 'en' } = input;
  const t = mailTexts(language).adminDepositSetAside;
  const amount = formatAmount(language, input.amount, 'USDT');
  return renderMail({
    language,
    subject: fill(t.subject, { amount }),
    heading: t.heading,
    paragraphs: [t.intro],
    details: [
      [t.member, `${member.firstName} ${member.lastName} (${member.userId})`],
      [t.amount, amount],
      [t.depositAddress, input.toAddress],
      [t.transaction, input.txHash],
      [t.error, input.error],
    ],
    action: { label: t.action, url: appLink(input.appUrl, `/admin/deposits/${member.id}`) },
    notes: [t.note],
  });
}
