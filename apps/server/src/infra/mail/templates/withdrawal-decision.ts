import type { Language, WithdrawalStatus } from '@app/contract';
import { fill, formatAmount, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

type Decision = Exclude<WithdrawalStatus, 'PENDING'>;

/** The review's outcome, sent to the member. */
export function withdrawalDecisionMail(input: {
  appUrl: string;
  firstName: string;
  status: Decision;
  /** Decimal string, as the ledger keeps it. */
  amount: string;
  asset: string;
  walletAddress: string;
  reason?: string | null | undefined;
  transactionHash?: string | null | undefined;
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const t = mailTexts(language).withdrawalDecision;
  const amount = formatAmount(language, input.amount, input.asset);
  const label = t.status[input.status];
  const status = label.toLocaleLowerCase(language);
  const details: [string, string][] = [
    [t.amount, amount],
    [t.walletAddress, input.walletAddress],
    [t.statusLabel, label],
  ];
  if (input.reason) details.push([t.reason, input.reason]);
  if (input.transactionHash) details.push([t.transaction, input.transactionHash]);
  return renderMail({
    language,
    subject: fill(t.subject, { amount, status }),
    heading: fill(t.heading, { status }),
    greeting: greet(input.firstName, language),
    paragraphs: [t.summary[input.status]],
    details,
    action: { label: t.action, url: appLink(input.appUrl, '/rewards') },
  });
}
