import type { TFunction } from 'i18next';
import { localKeys } from '@/config/storage-keys';
import enPublic from '@/locales/en/public';
import { local } from '@/lib/storage';
import type { Namespace } from './catalogue';
import { loadCatalogue } from './catalogue-loader';
import { englishT, type Bundle } from './english';
import type * as I18nextRuntime from './i18next';
import { DEFAULT_LANGUAGE, isLanguage, pickLanguage, type Language } from './languages';

/*
 * The product's language at run time (ADR 0013). English, the default and the spec's texts, is
 * shown by a few lines of our own (`english.ts`) over the English catalogues: the first script
 * holds no i18n library. Another language loads i18next with its catalogues (`i18next.ts`, a chunk
 * of its own) before it is shown, and its plural rules and fallbacks are i18next's. Screens use one
 * hook either way, `useTranslation` of `use-translation.ts`, which reads this store.
 */
/** The English catalogues loaded so far (English `public` from the start). */
const english = new Map<Namespace, Bundle>([['public', enPublic]]);
export const englishBundle = (namespace: Namespace): Bundle | undefined => english.get(namespace);

let runtime: typeof I18nextRuntime | null = null;

let language: Language = DEFAULT_LANGUAGE;
/** The namespaces the screens asked for: a switch loads them all before it shows the language. */
const used = new Set<Namespace>(['public']);
/** Namespaces being loaded for a language: `${language}:${namespace}` -> its promise. */
const loading = new Map<string, Promise<void>>();
const ready = new Set<string>([`${DEFAULT_LANGUAGE}:public`]);
const listeners = new Set<() => void>();
let version = 0;

const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};
export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const storeVersion = () => version;

const loadNamespace = (target: Language, namespace: Namespace): Promise<void> => {
  const id = `${target}:${namespace}`;
  const known = loading.get(id);
  if (known) return known;
  const promise = (async () => {
    if (target === DEFAULT_LANGUAGE) english.set(namespace, await loadCatalogue(target, namespace));
    else await (runtime ?? (runtime = await import('./i18next'))).loadNamespace(target, namespace);
    ready.add(id);
  })();
  // A failed load (offline) may be tried again.
  promise.catch(() => loading.delete(id));
  loading.set(id, promise);
  return promise;
};

/**
 * What a language needs before it is shown: every namespace in use, in it and in English (the
 * English texts are the keys of texts that come from outside React, translate-text.ts); another
 * language also the contract's texts (`messages`).
 */
const prepare = async (target: Language) => {
  const namespaces: Namespace[] = [...used];
  if (target !== DEFAULT_LANGUAGE && !used.has('messages')) namespaces.push('messages');
  await Promise.all(
    namespaces.flatMap((ns) => [
      loadNamespace(DEFAULT_LANGUAGE, ns),
      ...(target === DEFAULT_LANGUAGE ? [] : [loadNamespace(target, ns)]),
    ]),
  );
};

/** The promise a screen suspends on, one per language and namespace (React wants the same one). */
const pendings = new Map<string, Promise<void>>();

/**
 * A namespace the screen needs in the language shown: null once there, else the promise of it (the
 * hook suspends on it).
 */
export const namespacePending = (namespace: Namespace): Promise<void> | null => {
  used.add(namespace);
  const id = `${language}:${namespace}`;
  if (ready.has(id) && ready.has(`${DEFAULT_LANGUAGE}:${namespace}`)) return null;
  let pending = pendings.get(id);
  if (!pending) {
    pending = Promise.all([
      loadNamespace(DEFAULT_LANGUAGE, namespace),
      loadNamespace(language, namespace),
    ]).then(notify, (error: unknown) => {
      // Shown by the route's error page; the next visit tries again.
      pendings.delete(id);
      throw error;
    });
    pendings.set(id, pending);
  }
  return pending;
};

/** `t` of a namespace in the language shown. */
export const translatorFor = (namespace: Namespace): TFunction => {
  if (language !== DEFAULT_LANGUAGE && runtime) return runtime.fixedT(language, namespace);
  return englishT(englishBundle, namespace);
};

/** A text by its full key (`namespace:key`) in the language shown; English when not loaded. */
export const translateKey = (key: string, defaultValue: string): string => {
  const [namespace, path] = key.split(/:(.*)/s) as [Namespace, string];
  const t = translatorFor(namespace) as unknown as (key: string, options: object) => string;
  return t(path, { defaultValue });
};

/** The stored choice, else the browser's languages (Accept-Language), else English. */
export const initialLanguage = (): Language => {
  const stored = local.get(localKeys.language);
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
};

/** The language now shown. */
export const currentLanguage = (): Language => language;

const show = async (target: Language) => {
  await prepare(target);
  language = target;
  if (typeof document !== 'undefined') document.documentElement.lang = target;
  notify();
};

/** Switch the page's language and keep the choice in the browser (the account: use-language.ts). */
export const applyLanguage = async (target: Language) => {
  local.set(localKeys.language, target);
  await show(target);
};

/** Resolves once the first language's catalogues are there (at once for English). */
export const i18nReady: Promise<void> = (() => {
  const first = initialLanguage();
  if (first === DEFAULT_LANGUAGE) return Promise.resolve();
  // Offline or failed: the page shows in English rather than not at all.
  return show(first).catch(() => undefined);
})();
