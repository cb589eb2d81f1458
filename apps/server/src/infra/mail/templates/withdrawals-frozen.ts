import { type Language, OTP_MAX_WRONG_PER_DAY } from '@app/contract';
import { fill, formatWhen, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, greet, mailProductName, renderMail } from './layout';

/** Sent once when too many wrong withdrawal codes in a day froze withdrawals (issue 21). */
export function withdrawalsFrozenMail(input: {
  appUrl: string;
  firstName: string;
  until: Date;
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const t = mailTexts(language).withdrawalsFrozen;
  return renderMail({
    language,
    subject: fill(t.subject, { product: mailProductName() }),
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [
      fill(t.what, { count: OTP_MAX_WRONG_PER_DAY, until: formatWhen(language, input.until) }),
      t.advice,
    ],
    action: { label: t.action, url: appLink(input.appUrl, '/forgot-password') },
  });
}
