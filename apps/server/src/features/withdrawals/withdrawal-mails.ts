import { type Language, normalizeDecimal } from '@app/contract';
import type { Tx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail';
import {
  adminNewWithdrawalMail,
  withdrawalCodeMail,
  withdrawalDecisionMail,
  withdrawalsFrozenMail,
} from '../../infra/mail/templates';
import { notifyAdmins } from '../admin-alerts';
import { usersRepository } from '../users';
import type { MemberForWithdrawal } from './lock-member';
import type { WithdrawalRow } from './withdrawals.tables';

/** E-mails of the withdrawal flow, written to the outbox inside the transaction that causes them. */

export async function enqueueWithdrawalCodeMail(
  tx: Tx,
  member: Pick<MemberForWithdrawal, 'email' | 'firstName' | 'language'>,
  p: { code: string; now: Date },
) {
  const content = withdrawalCodeMail({
    firstName: member.firstName,
    code: p.code,
    language: member.language,
  });
  await enqueueMail(tx, { ...content, to: member.email, kind: 'withdrawal-code' }, p.now);
}

/** Withdrawals froze for too many wrong codes today: the member hears of it once. */
export async function enqueueWithdrawalsFrozenMail(
  tx: Tx,
  member: Pick<MemberForWithdrawal, 'email' | 'firstName' | 'language'>,
  p: { appUrl: string; until: Date; now: Date },
) {
  const content = withdrawalsFrozenMail({
    appUrl: p.appUrl,
    firstName: member.firstName,
    until: p.until,
    language: member.language,
  });
  await enqueueMail(tx, { ...content, to: member.email, kind: 'withdrawals-frozen' }, p.now);
}

/** The member hears of every decision (an erased account has no address left to write to). */
export async function enqueueWithdrawalDecisionMail(
  tx: Tx,
  withdrawal: WithdrawalRow,
  member: { email: string; firstName: string; deletedAt: Date | null },
  p: { appUrl: string; now: Date },
) {
  if (member.deletedAt || withdrawal.status === 'PENDING') return;
  const language = await usersRepository.languageOf(tx, withdrawal.userId);
  const content = withdrawalDecisionMail({
    appUrl: p.appUrl,
    firstName: member.firstName,
    status: withdrawal.status,
    amount: normalizeDecimal(withdrawal.amount),
    asset: withdrawal.asset,
    walletAddress: withdrawal.walletAddress,
    reason: withdrawal.reason,
    transactionHash: withdrawal.transactionHash,
    language,
  });
  await enqueueMail(tx, { ...content, to: member.email, kind: 'withdrawal-decision' }, p.now);
}

/** One alert per active admin for a new request, as the alert settings allow. */
export async function enqueueWithdrawalAlerts(
  tx: Tx,
  p: { member: MemberForWithdrawal; withdrawal: WithdrawalRow; appUrl: string; now: Date },
) {
  const content = (language: Language) =>
    adminNewWithdrawalMail({
      appUrl: p.appUrl,
      withdrawalId: p.withdrawal.id,
      member: p.member,
      amount: normalizeDecimal(p.withdrawal.amount),
      asset: p.withdrawal.asset,
      walletAddress: p.withdrawal.walletAddress,
      language,
    });
  await notifyAdmins(tx, 'withdrawal', content, { now: p.now });
}
