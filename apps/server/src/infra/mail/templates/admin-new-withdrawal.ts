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
}): MailContent {
  const { member } = input;
  return renderMail({
    subject: `New withdrawal request: ${input.amount} ${input.asset}`,
    heading: 'New withdrawal request',
    paragraphs: ['A member requested a withdrawal. It waits for your review.'],
    details: [
      ['Member', `${member.firstName} ${member.lastName} (${member.userId})`],
      ['Email', member.email],
      ['Amount', `${input.amount} ${input.asset}`],
      ['Wallet address', input.walletAddress],
    ],
    action: { label: 'Review', url: appLink(input.appUrl, `/admin/withdrawals/${input.withdrawalId}`) },
  });
}
