import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localKeys } from '@/config/storage-keys';
import enPublic from '@/locales/en/public';
import { local } from '@/lib/storage';
import type { Namespace } from './catalogue';
import { DEFAULT_LANGUAGE, isLanguage, languages, pickLanguage, type Language } from './languages';

/*
 * The one i18next instance (ADR 0013). English's `public` namespace (navigation, landing, sign-in
 * pages, error catalogue, validation) is bundled; every other catalogue (another language, or an
 * area's namespace) is a chunk of its own, imported when first needed.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.ts',
  // Bundled above: no second copy as a chunk of its own.
  '!../../locales/en/public.ts',
]);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, done) => {
    const load = catalogues[`../../locales/${language}/${namespace}.ts`];
    if (!load) return done(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The stored choice, else the browser's languages (Accept-Language), else English. */
export const initialLanguage = (): Language => {
  const stored = local.get(localKeys.language);
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
};

const followLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export const i18n = i18next.createInstance();
i18n.on('languageChanged', followLanguage);

/** Another language than English also needs the contract's texts (`messages`, ADR 0013). */
const loadMessages = (language: string) =>
  language === DEFAULT_LANGUAGE ? Promise.resolve() : i18n.loadNamespaces('messages');

/** Resolves once the first language's catalogues are there (at once for English). */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    ns: ['public'] satisfies Namespace[],
    defaultNS: 'public',
    resources: { en: { public: enPublic } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  })
  .then(() => loadMessages(i18n.language))
  .catch(() => undefined);

/** The language now shown. */
export const currentLanguage = (): Language => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

/** Switch the page's language and keep the choice in the browser (the account: use-language.ts). */
export const applyLanguage = async (language: Language) => {
  local.set(localKeys.language, language);
  await i18n.changeLanguage(language);
  await loadMessages(language);
};
