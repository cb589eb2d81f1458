import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { namespaces, type Namespace } from '@/lib/i18n/catalogue';
import { englishT, type Bundle } from '@/lib/i18n/english';

/**
 * ADR 0013: English is shown without i18next (lib/i18n/english.ts keeps the library out of the
 * first script). Every English text must come out exactly as i18next would show it: each key of
 * each namespace, with its placeholders filled in, and each plural with the counts that pick
 * different forms.
 */
const files = import.meta.glob<{ default: Bundle }>('../../src/locales/en/*.ts', { eager: true });
const bundles = new Map<Namespace, Bundle>(
  namespaces.map((ns) => [ns, files[`../../src/locales/en/${ns}.ts`]?.default ?? {}]),
);

const flatten = (node: Bundle, path: string[] = [], into = new Map<string, string>()) => {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') into.set([...path, key].join('.'), value);
    else flatten(value, [...path, key], into);
  }
  return into;
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const values = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m, i) => [m[1], `<${m[1]}${i}>`]));

describe('English without i18next', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: Object.fromEntries(bundles) },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  it.each(namespaces)('%s: every key as i18next shows it', (namespace) => {
    const ours = englishT((ns) => bundles.get(ns), namespace);
    const theirs = i18n.getFixedT('en', namespace);
    const texts = flatten(bundles.get(namespace) ?? {});
    expect(texts.size).toBeGreaterThan(0);
    for (const [key, text] of texts) {
      const base = key.replace(PLURAL, '');
      const options = values(text);
      if (PLURAL.test(key)) {
        for (const count of [0, 1, 2, 14]) {
          const withCount = { ...options, count };
          expect(ours(base as never, withCount as never)).toBe(theirs(base as never, withCount as never));
        }
      } else {
        expect(ours(key as never, options as never)).toBe(theirs(key as never, options as never));
        // The same key named with its namespace, as another namespace's screen would.
        const full = `${namespace}:${key}`;
        expect(ours(full as never, options as never)).toBe(theirs(full as never, options as never));
      }
    }
  });

  it('an unknown key: its default value, else the key itself', () => {
    const ours = englishT((ns) => bundles.get(ns), 'public');
    const theirs = i18n.getFixedT('en', 'public');
    for (const args of [['no.such.key'], ['no.such.key', { defaultValue: 'Fallback' }]] as const) {
      expect(ours(...(args as unknown as [never]))).toBe(theirs(...(args as unknown as [never])));
    }
  });
});
