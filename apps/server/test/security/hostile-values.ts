import fc from 'fast-check';

/**
 * Values a hostile client sends where the contract expects something else: odd strings, edge
 * numbers, wrong shapes. Used by the route fuzzer in place of (or beside) valid values.
 */

/** 100 kB: past the 64 KiB body limit in a body, a plain long value in a query or path. */
export const HUGE_STRING = 'x'.repeat(100 * 1024);

export const hostileStrings: string[] = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800', // lone high surrogate
  'x\uDC00y', // lone low surrogate
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  '😀👍🏽🏳️‍🌈',
  '\uFEFFbom',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '-0',
  '0x1A',
  '1_000',
  '９', // full-width digit
  '-1',
  '-0.01',
  '0.000000001',
  '1.123456789123',
  '99999999999999999999999999',
  ' 12 ',
  'true',
  'null',
  '[]',
  '{}',
  'a'.repeat(300),
  `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
  HUGE_STRING,
];

export const hostileNumbers: number[] = [
  0,
  -0,
  -1,
  1.5,
  -0.01,
  0.001,
  0.000000001,
  1e-320,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  123456789012345680000,
];

const deepArray = (depth: number): unknown => (depth === 0 ? 'bottom' : [deepArray(depth - 1)]);
const deepObject = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deepObject(depth - 1) });

export const hostileShapes: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  ['a', 1, null],
  { $gt: '' },
  { $ne: null },
  { toString: 'x', valueOf: 1 },
  JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown, // an own __proto__ key
  deepArray(64),
  deepObject(64),
  Array.from({ length: 200 }, (_, i) => i),
];

/** Any hostile JSON value: a string, a number, or a wrong shape. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileShapes) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) }, // any code points, surrogates too
  { weight: 1, arbitrary: fc.double() }, // NaN and Infinity become null in JSON
);

/** Field names nobody declared, some of them aimed at object prototypes. */
export const hostileKeys: string[] = [
  'isAdmin',
  'role',
  '__proto__',
  'constructor',
  'prototype',
  '',
  ' ',
  '😀',
  '\u0000',
  'a'.repeat(300),
  'status[]',
  'filters[__proto__]',
  'filters[status][x]',
];

/** Bodies that are not valid JSON, sent as application/json. */
export const badJsonBodies: string[] = [
  '{',
  '{"a":',
  '[1,2',
  '}',
  'undefined',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"email":"\\ud800"}',
  '"just a string"',
  '12',
  'null',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\uFEFF{}',
];

/** Content types the API does not accept (it reads JSON only), and odd spellings of JSON. */
export const contentTypes: string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonp',
  'application/vnd.api+json',
  ';;;',
];

/** Small hostile pieces put inside otherwise valid text, so that they get past type checks. */
export const hostileInsertions: string[] = [
  '\u0000',
  '\uD800',
  '\u202E',
  '😀',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '\uFEFF',
  '\r\n',
  '\u2028',
  ' ',
];

/** A valid value bent slightly: text with a hostile piece inside, a number negated or shifted. */
export const twistArbitrary = (value: unknown): fc.Arbitrary<unknown> => {
  if (typeof value === 'string') {
    return fc
      .tuple(fc.constantFrom(...hostileInsertions), fc.nat({ max: value.length }))
      .map(([piece, at]) => `${value.slice(0, at)}${piece}${value.slice(at)}`);
  }
  if (typeof value === 'number') {
    return fc.constantFrom(-value, value + 0.001, value / 1000, value * 1e300, -value - 0.5, String(value));
  }
  return fc.constant(value);
};
