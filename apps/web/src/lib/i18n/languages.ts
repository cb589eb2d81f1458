import type { Language } from '@app/contract';

/**
 * The product's languages (issue 17, ADR 0013): the contract's SUPPORTED_LANGUAGES, which the
 * server keeps on the account, written out here because the contract's module builds a zod schema
 * and this one is in the first script (test/i18n/languages.test.ts holds the two lists equal). The
 * web adds each language's own name and the locale `Intl` formats with.
 */
export type { Language };
export const languages = ['en', 'es', 'vi', 'id'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Each language in its own words, as the switch lists it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

/** The locale dates, numbers and money are formatted with; English keeps the spec's en-US forms. */
export const intlLocales: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  vi: 'vi-VN',
  id: 'id-ID',
};

/**
 * The first of the browser's languages (navigator.languages, which the browser also sends as
 * Accept-Language) the product speaks: 'es-MX' -> 'es', the old code 'in' -> 'id'; else English.
 */
export const pickLanguage = (preferred: readonly string[]): Language => {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    const code = base === 'in' ? 'id' : base;
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
};
