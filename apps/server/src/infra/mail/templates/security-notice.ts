import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

/**
 * A change to how the account signs in (second factor on or off, recovery codes regenerated or
 * used): the member hears of it at once, so a change they did not make is noticed.
 */
export function securityNoticeMail(input: {
  appUrl: string;
  firstName: string;
  subject: string;
  what: string;
  at: Date;
  ip: string | null;
  /** "Withdrawals are paused until ..." when the change pauses them. */
  hold?: string;
}): MailContent {
  return renderMail({
    subject: input.subject,
    heading: input.subject,
    greeting: greet(input.firstName),
    paragraphs: [input.what, ...(input.hold ? [input.hold] : [])],
    details: [
      ['Time', `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
      ['Address', input.ip ?? 'unknown'],
    ],
    action: { label: 'Review your security settings', url: appLink(input.appUrl, '/profile') },
    notes: ['If you did not do this, change your password at once and contact support.'],
  });
}
