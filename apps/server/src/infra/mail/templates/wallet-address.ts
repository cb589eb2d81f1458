import type { Language } from '@app/contract';
import { fill, formatWhen, mailTexts, plural } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

/**
 * A new address in the member's withdrawal address book (issue 14, ADR 0012): the single-use link
 * that confirms it. Withdrawals to it open 24 hours after the confirmation. In the member's
 * language (issue 17).
 */
export function walletAddressAddedMail(input: {
  appUrl: string;
  firstName: string;
  address: string;
  name: string | null;
  at: Date;
  linkExpiresAt: Date;
  waitHours: number;
  token: string;
  language?: Language | undefined;
}): MailContent {
  const { language = 'en' } = input;
  const t = mailTexts(language).walletAddressAdded;
  return renderMail({
    language,
    subject: t.subject,
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [plural(language, input.waitHours, t.intro)],
    details: [
      [t.address, input.address],
      ...(input.name ? ([[t.name, input.name]] as [string, string][]) : []),
      [t.added, formatWhen(language, input.at)],
      [t.linkValidUntil, formatWhen(language, input.linkExpiresAt)],
    ],
    action: {
      label: t.action,
      url: appLink(input.appUrl, '/confirm-wallet-address', { token: input.token }),
    },
    notes: [t.note],
  });
}

/** The address was confirmed: when withdrawals to it open. */
export function walletAddressConfirmedMail(input: {
  appUrl: string;
  firstName: string;
  address: string;
  name: string | null;
  at: Date;
  usableFrom: Date;
  language?: Language | undefined;
}): MailContent {
  const { language = 'en' } = input;
  const texts = mailTexts(language);
  const t = texts.walletAddressConfirmed;
  return renderMail({
    language,
    subject: t.subject,
    heading: t.heading,
    greeting: greet(input.firstName, language),
    paragraphs: [fill(t.opens, { when: formatWhen(language, input.usableFrom) })],
    details: [
      [texts.walletAddressAdded.address, input.address],
      ...(input.name ? ([[texts.walletAddressAdded.name, input.name]] as [string, string][]) : []),
      [t.confirmed, formatWhen(language, input.at)],
    ],
    action: { label: t.action, url: appLink(input.appUrl, '/profile') },
    notes: [t.note],
  });
}
