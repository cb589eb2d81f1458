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
}): MailContent {
  const { member } = input;
  return renderMail({
    subject: `A deposit of ${input.amount} USDT could not be credited`,
    heading: 'A deposit was set aside',
    paragraphs: [
      'Crediting this transfer failed. It is set aside and tried again by itself; every other deposit is credited as usual.',
    ],
    details: [
      ['Member', `${member.firstName} ${member.lastName} (${member.userId})`],
      ['Amount', `${input.amount} USDT`],
      ['Deposit address', input.toAddress],
      ['Transaction', input.txHash],
      ['Error', input.error],
    ],
    action: { label: 'Open deposits', url: appLink(input.appUrl, `/admin/deposits/${member.id}`) },
    notes: ['You get this e-mail once per transfer, however often it is tried again.'],
  });
}
