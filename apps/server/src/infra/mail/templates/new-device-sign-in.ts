import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

/** A sign-in from a device or network the account had not used before (issue 14). */
export function newDeviceSignInMail(input: {
  appUrl: string;
  firstName: string;
  at: Date;
  ip: string | null;
  browser: string;
  device: string;
  /** Ends every session of the account, without signing in (single-use, 7 days). */
  endSessionsToken: string;
}): MailContent {
  return renderMail({
    subject: 'New sign-in to your account',
    heading: 'A new device signed in',
    greeting: greet(input.firstName),
    paragraphs: ['Your account was just signed in to from a device or network it had not used before.'],
    details: [
      ['Time', `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
      ['Address', input.ip ?? 'unknown'],
      ['Browser', `${input.browser} on ${input.device}`],
    ],
    action: {
      label: 'This was not me: end every session',
      url: appLink(input.appUrl, '/end-sessions', { token: input.endSessionsToken }),
    },
    notes: [
      'If this was you, there is nothing to do.',
      'If it was not, end every session with the button above, then reset your password and turn on two-factor authentication on your profile.',
    ],
  });
}
