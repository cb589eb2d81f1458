import { OTP_MAX_WRONG_PER_DAY } from '@app/contract';
import type { MailContent } from '../outbox';
import { appLink, greet, mailProductName, renderMail } from './layout';

/** Sent once when too many wrong withdrawal codes in a day froze withdrawals (issue 21). */
export function withdrawalsFrozenMail(input: {
  appUrl: string;
  firstName: string;
  until: Date;
}): MailContent {
  const until = `${input.until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return renderMail({
    subject: `Withdrawals paused on your ${mailProductName()} account`,
    heading: 'Withdrawals paused',
    greeting: greet(input.firstName),
    paragraphs: [
      `${OTP_MAX_WRONG_PER_DAY} wrong withdrawal codes were entered on your account today, so ` +
        `withdrawals are paused until ${until}. No money has left your account.`,
      'If this was not you, someone may know your password: secure your account now by asking for ' +
        'a reset link and choosing a new password, then contact support.',
    ],
    action: { label: 'Secure my account', url: appLink(input.appUrl, '/forgot-password') },
  });
}
