import type { Language } from '@app/contract';
import { formatWhen, mailTexts, type MailTexts, plural } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

type NoticeTexts = MailTexts['securityNotice'];
/** The changes the catalogue has words for (`securityNotice.<key>.subject` and `.what`). */
export type SecurityNoticeKey = {
  [K in keyof NoticeTexts]: NoticeTexts[K] extends { subject: string; what: string } ? K : never;
}[keyof NoticeTexts];

/**
 * A change to how the account signs in (second factor on or off, recovery codes regenerated or
 * used): the member hears of it at once, so a change they did not make is noticed.
 */
export function securityNoticeMail(input: {
  appUrl: string;
  firstName: string;
  /** What changed: a notice of the catalogue (or, for one not translated yet, its own words). */
  notice: SecurityNoticeKey | { subject: string; what: string };
  at: Date;
  ip: string | null;
  /** When the change pauses withdrawals: for how long, and until when. */
  hold?: { hours: number; until: Date } | undefined;
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  const texts = mailTexts(language);
  const t = texts.securityNotice;
  const notice = typeof input.notice === 'string' ? t[input.notice] : input.notice;
  const hold = input.hold
    ? [plural(language, input.hold.hours, t.hold, { until: formatWhen(language, input.hold.until) })]
    : [];
  return renderMail({
    language,
    subject: notice.subject,
    heading: notice.subject,
    greeting: greet(input.firstName, language),
    paragraphs: [notice.what, ...hold],
    details: [
      [t.time, formatWhen(language, input.at)],
      [t.address, input.ip ?? texts.layout.unknown],
    ],
    action: { label: t.action, url: appLink(input.appUrl, '/profile') },
    notes: [t.note],
  });
}
