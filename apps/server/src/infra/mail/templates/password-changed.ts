import { WITHDRAWAL_COOLDOWN_HOURS } from '@app/contract';
import type { MailContent } from '../outbox';
import { appLink, greet, mailProductName, renderMail } from './layout';

/**
 * Sent after the password of an account changed (issue 21, ASVS 6.3.x): by the member on the
 * profile page, or through a reset link. The link secures the account from the forgot-password
 * page, in case it was not the member.
 */
export function passwordChangedMail(input: {
  appUrl: string;
  firstName: string;
  how: 'changed' | 'reset';
  at: Date;
}): MailContent {
  const url = appLink(input.appUrl, '/forgot-password');
  const when = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const how =
    input.how === 'reset'
      ? 'The password of your account was reset with a link sent to this address'
      : 'The password of your account was changed from your profile';
  return renderMail({
    subject: `Your ${mailProductName()} password was changed`,
    heading: 'Your password was changed',
    greeting: greet(input.firstName),
    paragraphs: [
      `${how} on ${when}. Every other session was signed out.`,
      'If this was you, there is nothing to do. If it was not, secure your account now: ask for a ' +
        'reset link, choose a new password, then contact support.',
    ],
    action: { label: 'Secure my account', url },
    notes: [`Withdrawals are paused for ${WITHDRAWAL_COOLDOWN_HOURS} hours after a password change.`],
  });
}
