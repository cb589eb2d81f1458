import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from '@app/contract';

/**
 * The product's languages (issue 17, ADR 0013). The contract's list is the one the server keeps on
 * the account; the web adds each language's own name and the locale `Intl` formats with.
 */
export { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES as languages, type Language };

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
