import { DEFAULT_LANGUAGE, type Language } from '@app/contract';
import { en, type MailTexts } from './en';
import { es } from './es';
import { id } from './id';
import { vi } from './vi';

/**
 * The e-mails' texts in every language of the product (issue 17), and the few helpers the
 * templates fill them with. Plain typed catalogues rather than i18next: every text is a
 * property, so a key missing in one language, or a typo in a template, fails the typecheck; the
 * only run-time parts (placeholders, plural choice, dates and amounts) are a few lines over
 * `Intl`. How to add an e-mail or a language: apps/server/README.md, "Languages".
 */
export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = { en, es, vi, id };
export type { MailTexts };

/** The texts of a language (English for none). */
export const mailTexts = (language: Language = DEFAULT_LANGUAGE): MailTexts => MAIL_TEXTS[language] ?? en;

/** A text that depends on a number: `Intl.PluralRules` picks `one` or `other`. */
export interface PluralText {
  one: string;
  other: string;
}

type Values = Record<string, string | number>;

/** `{name}` placeholders replaced by `values`; a placeholder without a value is a programming error. */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`mail text: no value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** The plural form for `count` in `language`, filled with `count` and `values`. */
export function plural(language: Language, count: number, text: PluralText, values: Values = {}): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? text.one : text.other;
  return fill(form, { count, ...values });
}

const isoMinutes = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * A moment in UTC, said so: English keeps its `2026-05-04 13:05 UTC`; other languages the
 * locale's date and time (`4 may 2026, 13:05 UTC`).
 */
export function formatWhen(language: Language, at: Date): string {
  if (language === 'en') return `${isoMinutes(at)} UTC`;
  const text = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${text.format(at)} UTC`;
}

/** A moment in UTC to the second, under a label that says UTC (admin alerts). */
export function formatUtcSeconds(language: Language, at: Date): string {
  if (language === 'en') return at.toISOString().replace('T', ' ').slice(0, 19);
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(at);
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An exact decimal (as the ledger gives it) in the language's digits, at least two decimals and
 * never fewer than it has (`1.234,50`); English keeps the ledger's text as it always has. Anything
 * that is not a plain decimal is left as it is.
 */
export function formatNumber(language: Language, value: string): string {
  if (language === 'en' || !DECIMAL.test(value)) return value;
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 20 }).format(
    value as `${number}`,
  );
}

/** An amount with its asset: `50 USDT` (English), `50,00 USDT`. */
export const formatAmount = (language: Language, amount: string, asset: string): string =>
  `${formatNumber(language, amount)} ${asset}`;
