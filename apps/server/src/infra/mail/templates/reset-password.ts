import { RESET_TOKEN_TTL_HOURS } from '@app/contract';
import type { MailContent } from '../outbox';
import { appLink, greet, mailProductName, renderMail } from './layout';

/** The link of member section 2: /reset-password?token=... */
export function resetPasswordMail(input: { appUrl: string; firstName: string; token: string }): MailContent {
  const url = appLink(input.appUrl, '/reset-password', { token: input.token });
  const hours = RESET_TOKEN_TTL_HOURS === 1 ? '1 hour' : `${RESET_TOKEN_TTL_HOURS} hours`;
  return renderMail({
    subject: `Reset your ${mailProductName()} password`,
    heading: 'Reset your password',
    greeting: greet(input.firstName),
    paragraphs: ['Someone asked to reset the password of your account. Choose a new password here:'],
    action: { label: 'Set a new password', url },
    notes: [
      `This link works once and expires in ${hours}. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}
