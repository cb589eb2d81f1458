// A JSON reader that keeps every number as its source text. JSON.parse turns the exchange's
// UIDs (integers beyond 2^53) into floats and loses digits; here nothing becomes a float.
// (Node 20 has no JSON.parse source-text access, hence this small reader.)

/** A JSON number exactly as written in the answer, e.g. `1234567890123456789` or `0.30`. */
export class JsonNumber {
  constructor(readonly raw: string) {}
}

export type LosslessJson = null | boolean | string | JsonNumber | LosslessJson[] | LosslessObject;
export interface LosslessObject {
  [key: string]: LosslessJson;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters inside strings
const STRING_BODY = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const WHITESPACE = /[ \t\n\r]*/y;

export function parseLosslessJson(text: string): LosslessJson {
  let at = 0;

  const fail = (what: string): never => {
    throw new SyntaxError(`invalid JSON at ${at}: ${what}`);
  };
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(text);
    at = WHITESPACE.lastIndex;
  };
  const expect = (char: string) => {
    skipWhitespace();
    if (text[at] !== char) fail(`expected "${char}"`);
    at += 1;
  };

  const readString = (): string => {
    const start = at;
    STRING_BODY.lastIndex = at + 1;
    if (!STRING_BODY.test(text)) fail('bad string');
    at = STRING_BODY.lastIndex;
    // The slice is a valid JSON string literal; JSON.parse decodes its escapes.
    return JSON.parse(text.slice(start, at)) as string;
  };

  const readValue = (depth: number): LosslessJson => {
    if (depth > 200) fail('nested too deeply');
    skipWhitespace();
    const char = text[at];
    if (char === '{') {
      at += 1;
      const object = Object.create(null) as LosslessObject;
      skipWhitespace();
      if (text[at] === '}') {
        at += 1;
        return object;
      }
      for (;;) {
        skipWhitespace();
        if (text[at] !== '"') fail('expected a key');
        const key = readString();
        expect(':');
        object[key] = readValue(depth + 1);
        skipWhitespace();
        if (text[at] === ',') at += 1;
        else if (text[at] === '}') {
          at += 1;
          return object;
        } else fail('expected "," or "}"');
      }
    }
    if (char === '[') {
      at += 1;
      const array: LosslessJson[] = [];
      skipWhitespace();
      if (text[at] === ']') {
        at += 1;
        return array;
      }
      for (;;) {
        array.push(readValue(depth + 1));
        skipWhitespace();
        if (text[at] === ',') at += 1;
        else if (text[at] === ']') {
          at += 1;
          return array;
        } else fail('expected "," or "]"');
      }
    }
    if (char === '"') return readString();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text);
    if (!number) return fail('unexpected character');
    at = NUMBER.lastIndex;
    return new JsonNumber(number[0]);
  };

  const value = readValue(0);
  skipWhitespace();
  if (at !== text.length) fail('text after the value');
  return value;
}

/** Writes JSON where bigints become plain integers (JSON.stringify refuses them). */
export function stringifyWithBigInts(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stringifyWithBigInts).join(',')}]`;
  const fields = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(([key, field]) => `${JSON.stringify(key)}:${stringifyWithBigInts(field)}`);
  return `{${fields.join(',')}}`;
}
