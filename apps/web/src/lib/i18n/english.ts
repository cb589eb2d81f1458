import type { TFunction } from 'i18next';
import type { Namespace } from './catalogue';

/** A catalogue: nested objects of texts. */
export type Bundle = { [key: string]: string | Bundle };

/*
 * English as i18next would show it (ADR 0013), in a few lines and no library, so the first script
 * holds none: `ns:` prefixes, `.` paths, `{{name}}` placeholders (not escaped: React escapes), and
 * with a `count` the `_zero` (for 0, when written), `_one` or `_other` form English's plural rules
 * pick. test/i18n/english-runtime.test.ts holds every English key equal to i18next's rendering.
 */
const plurals = new Intl.PluralRules('en-US');

const lookup = (bundle: Bundle | undefined, path: string): string | undefined => {
  let node: string | Bundle | undefined = bundle;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

const interpolate = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });

type Options = Record<string, unknown> & { count?: number; defaultValue?: string };

export const englishT = (
  bundleOf: (namespace: Namespace) => Bundle | undefined,
  namespace: Namespace,
): TFunction => {
  const t = (fullKey: string, options: Options = {}) => {
    const split = /^(public|account|messages|member|admin):(.*)$/s.exec(fullKey);
    const bundle = bundleOf(split ? (split[1] as Namespace) : namespace);
    const key = split ? (split[2] ?? '') : fullKey;
    let text: string | undefined;
    if (typeof options.count === 'number') {
      if (options.count === 0) text = lookup(bundle, `${key}_zero`);
      text ??= lookup(bundle, `${key}_${plurals.select(options.count)}`);
    }
    text ??= lookup(bundle, key) ?? options.defaultValue;
    return text === undefined ? key : interpolate(text, options);
  };
  return t as unknown as TFunction;
};
