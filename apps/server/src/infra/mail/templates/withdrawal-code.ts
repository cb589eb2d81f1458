import { type Language, OTP_TTL_MINUTES } from '@app/contract';
import { mailTexts, plural } from '../i18n';
import type { MailContent } from '../outbox';
import { greet, renderMail } from './layout';

/** The one-time code that confirms a withdrawal request. */
export function withdrawalCodeMail(input: {
  firstName: string;
  code: string;
  validMinutes?: number;
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const t = mailTexts(language).withdrawalCode;
  const minutes = input.validMinutes ?? OTP_TTL_MINUTES;
  return renderMail({
    language,
    // Never the code itself: subjects show on lock screens and in notification previews.
    subject: t.subject,
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [t.intro],
    details: [[t.code, input.code]],
    notes: [plural(language, minutes, t.valid), t.warning],
  });
}
