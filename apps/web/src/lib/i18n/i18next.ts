import i18next from 'i18next';
import type { Namespace } from './catalogue';
import { loadCatalogue } from './catalogue-loader';
import { DEFAULT_LANGUAGE, languages, type Language } from './languages';

/*
 * i18next, for a language other than English (ADR 0013): loaded (a chunk of its own) only when
 * one is chosen or the browser asks for one; its plural rules (Intl.PluralRules: Spanish `_many`),
 * placeholders and English fallback show the translated catalogues.
 */
const i18n = i18next.createInstance();
const started = i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  ns: [],
  defaultNS: 'public',
  partialBundledLanguages: true,
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
});

const add = async (language: Language, namespace: Namespace) => {
  if (i18n.hasResourceBundle(language, namespace)) return;
  i18n.addResourceBundle(language, namespace, await loadCatalogue(language, namespace));
};

/** Loads a namespace of a language, and English's (the fallback), into i18next. */
export const loadNamespace = async (language: Language, namespace: Namespace): Promise<void> => {
  await started;
  await Promise.all([add(language, namespace), add(DEFAULT_LANGUAGE, namespace)]);
};

/** `t` of a namespace in a language. */
export const fixedT = (language: Language, namespace: Namespace) => i18n.getFixedT(language, namespace);
