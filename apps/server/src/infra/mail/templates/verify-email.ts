import { EMAIL_TOKEN_TTL_HOURS } from '@app/contract';
import type { MailContent } from '../outbox';
import { appLink, greet, mailProductName, renderMail } from './layout';

/** The link of member section 2: /verify-email?token=... */
export function verifyEmailMail(input: { appUrl: string; firstName: string; token: string }): MailContent {
  const url = appLink(input.appUrl, '/verify-email', { token: input.token });
  return renderMail({
    subject: `Verify your email address for ${mailProductName()}`,
    heading: 'Verify your email address',
    greeting: greet(input.firstName),
    paragraphs: ['Thank you for registering. Please confirm that this email address is yours.'],
    action: { label: 'Verify email', url },
    notes: [
      `This link works once and expires in ${EMAIL_TOKEN_TTL_HOURS} hours.`,
      'If you did not register, you can ignore this email.',
    ],
  });
}
