import { describe, expect, it } from 'vitest';
import { namespaces } from '@/lib/i18n/catalogue';
import { languages } from '@/lib/i18n/languages';

/**
 * Issue 17, ADR 0013: every language has every English key and no other, none of them empty, with
 * the plural forms its language needs and the same {{placeholders}} as English.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../src/locales/*/*.ts', {
  eager: true,
});
const catalogue = (language: string, namespace: string) =>
  files[`../../src/locales/${language}/${namespace}.ts`]?.default;

/** Every text of a catalogue by its dotted key. */
const flatten = (node: unknown, path: string[] = [], into = new Map<string, unknown>()) => {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) flatten(value, [...path, key], into);
  } else into.set(path.join('.'), node);
  return into;
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const others = languages.filter((language) => language !== 'en');

describe.each(namespaces)('catalogue namespace %s', (namespace) => {
  const english = flatten(catalogue('en', namespace));

  it('exists in English', () => {
    expect(catalogue('en', namespace)).toBeDefined();
    expect(english.size).toBeGreaterThan(0);
  });

  describe.each(others)('%s', (language) => {
    const translated = flatten(catalogue(language, namespace));

    // A plural counts by its base: each language has the forms its own rules use (below).
    const base = (key: string) => key.replace(PLURAL, '');
    it('has every English key and no key English lacks', () => {
      const englishBases = new Set([...english.keys()].map(base));
      const translatedBases = new Set([...translated.keys()].map(base));
      expect([...english.keys()].filter((key) => !PLURAL.test(key) && !translated.has(key))).toEqual([]);
      expect([...translatedBases].filter((key) => !englishBases.has(key))).toEqual([]);
      expect([...englishBases].filter((key) => !translatedBases.has(key))).toEqual([]);
    });

    it('has no empty text', () => {
      const empty = [...translated].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const differing = [...english]
        .filter(([key, text]) => typeof text === 'string' && typeof translated.get(key) === 'string')
        .filter(([key]) => !PLURAL.test(key))
        .filter(([key, text]) => {
          const mine = placeholders(translated.get(key) as string);
          return JSON.stringify(mine) !== JSON.stringify(placeholders(text as string));
        });
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it("has each plural form the language's rules use", () => {
      const bases = new Set(
        [...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
      );
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const missing = [...bases]
        .flatMap((base) => forms.map((form) => `${base}_${form}`))
        .filter((key) => !translated.has(key));
      expect(missing).toEqual([]);
      const wrongPlaceholders = [...translated.keys()]
        .filter((key) => PLURAL.test(key))
        .filter((key) => !placeholders(String(translated.get(key))).includes('count'));
      expect(wrongPlaceholders).toEqual([]);
    });
  });
});

describe('the catalogue files', () => {
  it('are exactly one per language and namespace', () => {
    const expected = languages.flatMap((language) =>
      namespaces.map((namespace) => `../../src/locales/${language}/${namespace}.ts`),
    );
    expect(Object.keys(files).sort()).toEqual(expected.sort());
  });
});
