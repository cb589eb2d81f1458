import { type Language, RESET_TOKEN_TTL_HOURS } from '@app/contract';
import { fill, mailTexts, plural } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, greet, mailProductName, renderMail } from './layout';

/** The link of member section 2: /reset-password?token=... */
export function resetPasswordMail(input: {
  appUrl: string;
  firstName: string;
  token: string;
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const t = mailTexts(language).resetPassword;
  const url = appLink(input.appUrl, '/reset-password', { token: input.token });
  return renderMail({
    language,
    subject: fill(t.subject, { product: mailProductName() }),
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [t.intro],
    action: { label: t.action, url },
    notes: [plural(language, RESET_TOKEN_TTL_HOURS, t.expires), t.ignore],
  });
}
