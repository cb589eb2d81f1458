import { statusLabel, type WithdrawalStatus } from '@app/contract';
import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

type Decision = Exclude<WithdrawalStatus, 'PENDING'>;

const summaries: Record<Decision, string> = {
  APPROVED: 'Your withdrawal was approved and sent to your wallet.',
  REJECTED: 'Your withdrawal was rejected. The amount is back in your available balance.',
  BLOCKED_COMPLIANCE:
    'Your withdrawal was blocked for compliance reasons. The amount is back in your available balance.',
};

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
}): MailContent {
  const details: [string, string][] = [
    ['Amount', `${input.amount} ${input.asset}`],
    ['Wallet address', input.walletAddress],
    ['Status', statusLabel(input.status)],
  ];
  if (input.reason) details.push(['Reason', input.reason]);
  if (input.transactionHash) details.push(['Transaction', input.transactionHash]);
  return renderMail({
    subject: `Your withdrawal of ${input.amount} ${input.asset}: ${statusLabel(input.status).toLowerCase()}`,
    heading: `Withdrawal ${statusLabel(input.status).toLowerCase()}`,
    greeting: greet(input.firstName),
    paragraphs: [summaries[input.status]],
    details,
    action: { label: 'View your rewards', url: appLink(input.appUrl, '/rewards') },
  });
}
