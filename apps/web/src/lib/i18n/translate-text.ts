import { currentLanguage, englishBundle, translateKey } from './i18n';
import { namespaces } from './catalogue';

/*
 * Texts made outside React (an API call's outcome, a zod message of the contract, the catalogue
 * text of a failure code) reach the screens in English. The display components (FieldError,
 * Alert, Toast) hand them here: the English catalogues are searched for the text, gettext-style,
 * and the text of the same key in the chosen language is shown. A text with no key stays as it is.
 */
type Index = Map<string, string>;
const indexes = new WeakMap<object, Index>();

const indexOf = (bundle: Record<string, unknown>, namespace: string): Index => {
  const known = indexes.get(bundle);
  if (known) return known;
  const index: Index = new Map();
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      if (!index.has(node) && !node.includes('{{')) index.set(node, `${namespace}:${path.join('.')}`);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    }
  };
  walk(bundle, []);
  indexes.set(bundle, index);
  return index;
};

/** The key of an English text in the loaded English catalogues, or null. */
export const keyOfEnglishText = (text: string): string | null => {
  for (const namespace of namespaces) {
    const bundle = englishBundle(namespace);
    const key = bundle ? indexOf(bundle, namespace).get(text) : undefined;
    if (key) return key;
  }
  return null;
};

/** The text in the chosen language; English (or an unknown text) as it came. */
export const translateText = (text: string): string => {
  if (currentLanguage() === 'en' || text === '') return text;
  const key = keyOfEnglishText(text);
  return key ? translateKey(key, text) : text;
};
