import { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from '@app/contract';
import Negotiator from 'negotiator';

/**
 * The language a request asks for (issue 17): the best match of its `Accept-Language` header
 * among the product's languages (q-values, `es-MX` matching `es`), English when none matches or
 * there is no header. Parsed by `negotiator` (jshttp's, Express's own), not by hand.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header?.trim()) return DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...SUPPORTED_LANGUAGES]);
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}
