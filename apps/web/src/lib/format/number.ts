import { currentLanguage } from '@/lib/i18n/i18n';
import { intlLocales } from '@/lib/i18n/languages';

/**
 * A count (users, requests, rows) as the chosen language writes whole numbers (issue 17): English
 * keeps the spec's plain digits ('1234'); Spanish '1234', Vietnamese and Indonesian '1.234'.
 * Missing shows as nothing, like the value it replaces.
 */
export const formatCount = (value: number | null | undefined, language = currentLanguage()): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (language === 'en') return String(value);
  return new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 0 }).format(value);
};

/**
 * An exact decimal amount ('12.345678', kept to its last digit: deposits are shown exact) as the
 * chosen language writes numbers: English as it came, Spanish '12,345678', Vietnamese and
 * Indonesian '1.234,5'. Intl reads the decimal text, never a float. Not a decimal: as it came.
 */
export const formatExactDecimal = (text: string, language = currentLanguage()): string => {
  if (language === 'en' || !/^-?\d+(\.\d+)?$/.test(text)) return text;
  const places = text.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits: places,
    maximumFractionDigits: Math.min(places, 100),
  }).format(text as `${number}`);
};

/** A count always grouped by thousands, in the chosen language's way ('1,234', '1.234'). */
export const formatGrouped = (value: number, language = currentLanguage()): string =>
  new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 0 }).format(value);
