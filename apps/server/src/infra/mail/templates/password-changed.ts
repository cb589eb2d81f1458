import { type Language, WITHDRAWAL_COOLDOWN_HOURS } from '@app/contract';
import { fill, formatWhen, mailTexts, plural } from '../i18n';
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
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const t = mailTexts(language).passwordChanged;
  const url = appLink(input.appUrl, '/forgot-password');
  const when = formatWhen(language, input.at);
  return renderMail({
    language,
    subject: fill(t.subject, { product: mailProductName() }),
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [fill(input.how === 'reset' ? t.reset : t.changed, { when }), t.advice],
    action: { label: t.action, url },
    notes: [plural(language, WITHDRAWAL_COOLDOWN_HOURS, t.paused)],
  });
}
