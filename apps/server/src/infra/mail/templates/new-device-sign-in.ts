import type { Language } from '@app/contract';
import { fill, formatWhen, mailTexts } from '../i18n';
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
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const texts = mailTexts(language);
  const t = texts.newDeviceSignIn;
  return renderMail({
    language,
    subject: t.subject,
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [t.intro],
    details: [
      [t.time, formatWhen(language, input.at)],
      [t.address, input.ip ?? texts.layout.unknown],
      [t.browser, fill(t.browserOn, { browser: input.browser, device: input.device })],
    ],
    action: {
      label: t.action,
      url: appLink(input.appUrl, '/end-sessions', { token: input.endSessionsToken }),
    },
    notes: [t.ifYou, t.ifNot],
  });
}
