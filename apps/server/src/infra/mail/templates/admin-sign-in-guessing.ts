import type { Language } from '@app/contract';
import { formatUtcSeconds, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

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
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const texts = mailTexts(language);
  const t = texts.adminSignInGuessing;
  return renderMail({
    language,
    subject: t.subject,
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [t.what, t.slowed, t.advice],
    details: [
      [t.time, formatUtcSeconds(language, input.at)],
      [t.latestSource, input.source ?? texts.layout.unknown],
    ],
    action: { label: t.action, url: appLink(input.appUrl, '/admin/security-events') },
  });
}
