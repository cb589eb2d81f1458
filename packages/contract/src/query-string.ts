/**
 * The query-string wire format, shared by the web client and the server's parser:
 * empty values are omitted, nested objects travel as `key[sub]=value` (one level), arrays as
 * repeated keys. `decodeQuery` builds the objects back and refuses prototype keys.
 */
type Scalar = string | number | boolean;
type QueryValue = Scalar | null | undefined | Scalar[] | { [key: string]: Scalar | null | undefined };

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

export const encodeQuery = (query: Record<string, QueryValue>): string => {
  const pairs: string[] = [];
  const add = (key: string, item: unknown) => {
    if (!isEmpty(item)) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else if (typeof value === 'object' && value !== null) {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    } else add(key, value);
  }
  return pairs.join('&');
};

/** Form-encoding rules: '+' is a space; a malformed escape is kept as typed, not thrown. */
const decodePart = (part: string) => {
  const text = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const pairsOf = (search: string) =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at === -1
        ? [decodePart(pair), '']
        : [decodePart(pair.slice(0, at)), decodePart(pair.slice(at + 1))];
    }) as [string, string][];

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const NESTED_KEY = /^([^[\]]+)\[([^[\]]+)\]$/;

type Decoded = Record<string, string | string[] | Record<string, string | string[]>>;

const put = (target: Record<string, string | string[]>, key: string, value: string) => {
  const existing = target[key];
  target[key] =
    existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
};

/** `a=1&f[s]=x` -> `{a: '1', f: {s: 'x'}}`; a key both plain and nested keeps its plain value. */
export const decodeQuery = (search: string): Decoded => {
  const result: Decoded = Object.create(null);
  for (const [rawKey, value] of pairsOf(search)) {
    const nested = NESTED_KEY.exec(rawKey);
    const [key, sub] = nested ? [nested[1] ?? '', nested[2] ?? ''] : [rawKey, undefined];
    if (FORBIDDEN_KEYS.has(key) || (sub !== undefined && FORBIDDEN_KEYS.has(sub))) continue;
    if (sub === undefined) {
      put(result as Record<string, string | string[]>, key, value);
      continue;
    }
    const bucket = result[key];
    if (bucket !== undefined && (typeof bucket === 'string' || Array.isArray(bucket))) continue;
    const object = bucket ?? Object.create(null);
    put(object, sub, value);
    result[key] = object;
  }
  return result;
};
