import type { MailContent } from '../outbox';
import { appLink, renderMail } from './layout';

/**
 * To an admin whose account is being guessed (issue 21): sign-in from unknown places is now
 * slowed down; the admin's own known places are not. Once per episode.
 */
export function adminSignInGuessingMail(input: {
  appUrl: string;
  firstName: string;
  at: Date;
  /** The address (IPv4) or network (IPv6 /64) of the latest failure, when known. */
  source: string | null;
}): MailContent {
  return renderMail({
    subject: 'Someone is trying to sign in to your admin account',
    heading: 'Repeated failed sign-ins',
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      'Someone has typed a wrong password for your administrator account several times.',
      'Sign-in attempts from places you have not signed in from are now slowed down. You can still sign in as usual from places you used before.',
      'If this was not you, make sure your password is strong and unique; the security events page shows every attempt.',
    ],
    details: [
      ['Time (UTC)', input.at.toISOString().replace('T', ' ').slice(0, 19)],
      ['Latest source', input.source ?? 'unknown'],
    ],
    action: { label: 'Review security events', url: appLink(input.appUrl, '/admin/security-events') },
  });
}
