import { OTP_TTL_MINUTES } from '@app/contract';
import type { MailContent } from '../outbox';
import { greet, renderMail } from './layout';

/** The one-time code that confirms a withdrawal request. */
export function withdrawalCodeMail(input: {
  firstName: string;
  code: string;
  validMinutes?: number;
}): MailContent {
  const minutes = input.validMinutes ?? OTP_TTL_MINUTES;
  return renderMail({
    // Never the code itself: subjects show on lock screens and in notification previews.
    subject: 'Your withdrawal code',
    heading: 'Confirm your withdrawal',
    greeting: greet(input.firstName),
    paragraphs: ['Enter this code to confirm your withdrawal request:'],
    details: [['Code', input.code]],
    notes: [
      `The code is valid for ${minutes} minutes and can be used once.`,
      'If you did not request a withdrawal, do not share this code, change your password and contact support.',
    ],
  });
}
