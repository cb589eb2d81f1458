import type { Endpoint } from '@app/contract';
import fc from 'fast-check';
import type { MatrixRequest } from '../access-matrix';
import { badJsonBodies, contentTypes, hostileKeys, hostileValue, twistArbitrary } from './hostile-values';
import { type JsonSchema, toJsonSchema, validArbitrary } from './schema-arbitrary';

/** One request as the fuzzer sends it through `app.inject`. */
export interface FuzzRequest {
  /** Path and query string, encoded as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The kind of body sent, for the failure report. */
  kind: 'no body' | 'json' | 'bad json' | 'wrong content-type';
}

export interface FuzzTarget {
  method: string;
  /** Fastify pattern with the /api prefix: `/api/users/admin/:id`. */
  url: string;
  endpoint: Pick<Endpoint, 'params' | 'query' | 'body'>;
  /** Valid-shaped input (the access matrix's) that mutations start from. */
  seed: MatrixRequest;
  /** Ids that name real rows (the callers'), so path params sometimes hit something. */
  knownIds: string[];
}

/**
 * Requests for one route, generated from its contract schemas and mutated away from them:
 * valid values, the matrix's values and hostile ones mixed field by field, fields dropped and
 * added, whole bodies replaced, bad JSON, wrong content types, broken percent-encoding.
 */
export function fuzzRequestArbitrary(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...target.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const paramsSchema = target.endpoint.params ? toJsonSchema(target.endpoint.params) : undefined;
  const pathArb = fc.tuple(
    ...paramNames.map((name) =>
      pathSegmentArbitrary(paramsSchema?.properties?.[name], target.seed.params?.[name], target.knownIds),
    ),
  );
  const queryArb = queryStringArbitrary(
    target.endpoint.query ? toJsonSchema(target.endpoint.query) : undefined,
    target.seed.query,
  );
  const bodyArb = bodyArbitrary(
    target.endpoint.body ? toJsonSchema(target.endpoint.body) : undefined,
    target.seed.body,
  );

  return fc.tuple(pathArb, queryArb, bodyArb).map(([segments, query, body]) => {
    let i = 0;
    const path = target.url.replace(/:(\w+)/g, () => segments[i++] ?? '');
    return { url: query ? `${path}?${query}` : path, ...body };
  });
}

// ---- Path parameters ----

// ('..' is left out: the URL is normalised before it is sent, so it names another route.)
const brokenSegments = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%2F', '%00', 'a%20b', '%EF%BB%BF', '...'];

function pathSegmentArbitrary(schema: JsonSchema | undefined, seed: string | undefined, knownIds: string[]) {
  // An empty segment is left out too: `/cycles/` is the list route, not this one.
  const segment = fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(...(seed === undefined ? knownIds : [seed, ...knownIds])).map(percentEncode),
    },
    {
      weight: 2,
      arbitrary: validArbitrary(schema ?? { type: 'string' }).map((v) => percentEncode(String(v))),
    },
    { weight: 3, arbitrary: hostileValue.map((v) => percentEncode(asText(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...brokenSegments) },
  );
  return segment.filter((s) => s !== '');
}

// ---- Query string ----

const brokenQueryParts = [
  '&&&',
  '&=',
  '=x',
  '%',
  '%zz=1',
  'a[=1',
  'a]]=2',
  'x[y][z]=1',
  '%E0%A4%A=1',
  'page',
  'limit[]=1',
];

function queryStringArbitrary(schema: JsonSchema | undefined, seed: MatrixRequest['query']) {
  const properties = schema?.properties ?? {};
  const fields = Object.entries(properties).map(([name, fieldSchema]) =>
    fc
      .option(fieldValueArbitrary(fieldSchema, seed?.[name]), { nil: undefined, freq: 2 })
      .map((value) => (value === undefined ? [] : queryPairs(name, value))),
  );
  const names = Object.keys(properties);
  const extras = fc.array(
    fc.tuple(fc.constantFrom(...hostileKeys, ...names, 'unknown'), hostileValue.map(asText)),
    { maxLength: 2 },
  );
  const broken = fc.option(fc.constantFrom(...brokenQueryParts), { nil: undefined, freq: 6 });
  return fc.tuple(fc.tuple(...fields), extras, broken).map(([fieldPairs, extraPairs, tail]) => {
    const pairs = [...fieldPairs.flat(), ...extraPairs];
    const parts = pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
    if (tail) parts.push(tail);
    return parts.join('&');
  });
}

/** `filters: {status: 'X'}` is sent as `filters[status]=X`, as the admin client does. */
function queryPairs(name: string, value: unknown): [string, string][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).map(([key, inner]) => [`${name}[${key}]`, asText(inner)]);
  }
  if (Array.isArray(value)) return value.map((inner) => [name, asText(inner)]); // a repeated key
  return [[name, asText(value)]];
}

// ---- Body ----

function bodyArbitrary(
  schema: JsonSchema | undefined,
  seed: unknown,
): fc.Arbitrary<Omit<FuzzRequest, 'url'>> {
  const json = (value: unknown) => ({
    kind: 'json' as const,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value) ?? 'null',
  });
  const noBody = fc.constant({ kind: 'no body' as const, headers: {} });
  const badJson = fc.constantFrom(...badJsonBodies).map((payload) => ({
    kind: 'bad json' as const,
    headers: { 'content-type': 'application/json' },
    payload,
  }));
  const wrongType = fc
    .tuple(fc.constantFrom(...contentTypes), fc.constantFrom(JSON.stringify(seed ?? {}), 'a=1&b=2'))
    .map(([contentType, payload]) => ({
      kind: 'wrong content-type' as const,
      headers: { 'content-type': contentType },
      payload,
    }));
  if (!schema) {
    // GET and DELETE: mostly no body, sometimes one they never asked for.
    return fc.oneof(
      { weight: 8, arbitrary: noBody },
      { weight: 1, arbitrary: hostileValue.map(json) },
      { weight: 1, arbitrary: badJson },
      { weight: 1, arbitrary: wrongType },
    );
  }
  return fc.oneof(
    { weight: 7, arbitrary: mutatedObjectArbitrary(schema, seed).map(json) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: badJson },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: noBody },
  );
}

/** Each field: absent, the seed's value, a valid value or a hostile one; plus unknown fields. */
function mutatedObjectArbitrary(schema: JsonSchema, seed: unknown): fc.Arbitrary<Record<string, unknown>> {
  const seedObject = seed !== null && typeof seed === 'object' ? (seed as Record<string, unknown>) : {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, fieldSchema]) =>
    fc
      .option(fieldValueArbitrary(fieldSchema, seedObject[name]), {
        nil: undefined,
        freq: required.has(name) ? 8 : 2, // required fields are dropped now and then
      })
      .map((value): [string, unknown][] => (value === undefined ? [] : [[name, value]])),
  );
  const extras = fc.array(fc.tuple(fc.constantFrom(...hostileKeys), hostileValue), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...fields), fc.option(extras, { nil: [], freq: 4 }))
    .map(([fieldEntries, extraEntries]) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of [...fieldEntries.flat(), ...extraEntries]) {
        Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
      }
      return body;
    });
}

function fieldValueArbitrary(schema: JsonSchema, seed: unknown): fc.Arbitrary<unknown> {
  const valid =
    seed === undefined ? validArbitrary(schema) : fc.oneof(fc.constant(seed), validArbitrary(schema));
  return fc.oneof(
    ...(seed === undefined ? [] : [{ weight: 3, arbitrary: fc.constant(seed) }]),
    { weight: 3, arbitrary: validArbitrary(schema) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 3, arbitrary: valid.chain(twistArbitrary) },
  );
}

// ---- Encoding ----

/** A value as query or path text; shapes as JSON, -0 as '-0'. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  return JSON.stringify(value) ?? 'undefined';
}

/**
 * encodeURIComponent, except that lone surrogates (which it refuses) are sent as the invalid
 * UTF-8 bytes a careless client would produce.
 */
export function percentEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    let out = '';
    for (const char of value) {
      const cp = char.codePointAt(0) ?? 0;
      if (cp < 0xd800 || cp > 0xdfff) {
        out += encodeURIComponent(char);
        continue;
      }
      const bytes = [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return out;
  }
}
