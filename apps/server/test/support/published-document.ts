import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { isIgnoredQueryKey } from '../../src/http/querystring';

/**
 * The published OpenAPI document (`/api/docs/json`) as a checker of traffic, the way a client
 * generated from it or a tool like Schemathesis reads it: a request and an answer of any route
 * of the route table are held against the operation the document gives for it, with ajv's JSON
 * Schema 2020-12 (the dialect of OpenAPI 3.1). In that dialect `format` only annotates, so what
 * a request may carry is decided by the other keywords (an e-mail's `pattern`); answers are held
 * to their formats too (uuid, date-time), a promise the server keeps on top.
 */

type JsonObject = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
}
interface Media {
  schema?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

export interface SentRequest {
  /** Path and query string as sent (percent-encoded). */
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface ReceivedAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A route of the route table: Fastify's pattern with the /api prefix (`/api/users/admin/:id`). */
export interface DocumentedRoute {
  method: string;
  url: string;
}

export type PublishedDocument = Awaited<ReturnType<typeof loadPublishedDocument>>;

export async function loadPublishedDocument(app: FastifyInstance) {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  const document = answer.json() as JsonObject & { paths: Record<string, Record<string, Operation>> };

  // Bodies and answers are JSON as sent; parameters arrive as text and are read as their schema's
  // type (`page=2` is the integer 2), as OpenAPI's parameter serialisation says.
  const answers = new Ajv2020({ strict: false, allErrors: true });
  addFormats(answers);
  const bodies = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  const fromText = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true });
  for (const ajv of [answers, bodies, fromText]) ajv.addSchema(document, 'openapi');
  // (ajv compiles the schema at a pointer once and keeps it.)
  const validator = (ajv: Ajv2020, pointer: string[]): ValidateFunction => {
    const escaped = pointer.map((p) => encodeURIComponent(p.replaceAll('~', '~0').replaceAll('/', '~1')));
    const validate = ajv.getSchema(`openapi#/${escaped.join('/')}`);
    if (!validate) throw new Error(`no schema at ${pointer.join(' ')}`);
    return validate;
  };
  const check = (ajv: Ajv2020, pointer: string[], value: unknown, what: string): string[] => {
    const validate = validator(ajv, pointer);
    if (validate(value)) return [];
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    return [`${what} breaks the document: ${errors.join('; ')}`];
  };

  const pathOf = (route: DocumentedRoute) => route.url.replace(/:(\w+)/g, '{$1}');
  const operationOf = (route: DocumentedRoute) =>
    document.paths[pathOf(route)]?.[route.method.toLowerCase()] as Operation | undefined;
  const operationPointer = (route: DocumentedRoute) => ['paths', pathOf(route), route.method.toLowerCase()];

  return {
    document,
    operationOf,

    /** What in a request that the server accepted the document would have refused. */
    requestProblems(route: DocumentedRoute, request: SentRequest): string[] {
      const operation = operationOf(route);
      if (!operation) return [`${route.method} ${route.url} is not in the document`];
      const at = operationPointer(route);
      const problems: string[] = [];
      const queryAt = request.url.indexOf('?');
      const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
      const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
      // The query the server reads: the keys its parser drops unread are not part of it.
      const search = new URLSearchParams(
        [...new URLSearchParams(query)].filter(([key]) => !isIgnoredQueryKey(key)),
      );
      const pathValues = pathParameters(route.url, pathname);
      for (const [index, parameter] of (operation.parameters ?? []).entries()) {
        const value =
          parameter.in === 'path'
            ? pathValues[parameter.name]
            : parameter.in === 'query'
              ? queryValue(search, parameter)
              : undefined;
        if (value === undefined) {
          if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} is required`);
          continue;
        }
        const pointer = [...at, 'parameters', String(index), 'schema'];
        problems.push(
          ...check(
            fromText,
            pointer,
            value,
            `${parameter.in} parameter ${parameter.name}=${JSON.stringify(value)}`,
          ),
        );
      }
      const body = operation.requestBody;
      if (body) {
        if (request.payload === undefined || request.payload === '') {
          if (body.required) problems.push('the document requires a body');
        } else {
          const type = mediaType(request.headers['content-type']);
          if (!(type in body.content))
            problems.push(`body sent as ${type}, the document takes ${Object.keys(body.content).join(', ')}`);
          else {
            const value = parseJson(request.payload);
            if (value === NOT_JSON) problems.push('the body is not JSON');
            else
              problems.push(
                ...check(bodies, [...at, 'requestBody', 'content', type, 'schema'], value, 'body'),
              );
          }
        }
      }
      return problems;
    },

    /** What in an answer the document does not promise: its status, media type or body. */
    answerProblems(route: DocumentedRoute, answer: ReceivedAnswer): string[] {
      const operation = operationOf(route);
      if (!operation) return [`${route.method} ${route.url} is not in the document`];
      const status = String(answer.statusCode);
      const documented = [status, `${status[0]}XX`, 'default'].find((key) => key in operation.responses);
      if (!documented) return [`status ${status} is not documented`];
      const content = operation.responses[documented]?.content;
      if (!content)
        return answer.body === '' ? [] : [`status ${status} has a body the document does not describe`];
      const type = mediaType(answer.headers['content-type']);
      if (!(type in content))
        return [`status ${status} answered ${type}, the document says ${Object.keys(content).join(', ')}`];
      const pointer = [...operationPointer(route), 'responses', documented, 'content', type, 'schema'];
      const body = type === 'application/json' ? parseJson(answer.body) : answer.body;
      if (body === NOT_JSON) return [`status ${status}: the body is not JSON`];
      return check(answers, pointer, body, `status ${status} answer`);
    },
  };
}

const NOT_JSON = Symbol('not JSON');

/** JSON text as a JSON parser reads it: a leading byte-order mark is ignored (RFC 8259, 8.1). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return NOT_JSON;
  }
}

/** `application/json; charset=utf-8` -> `application/json`. */
const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** The decoded values of `:name` segments of `pattern` in `pathname`. */
function pathParameters(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/');
  const values = pathname.split('/');
  const result: Record<string, string> = {};
  names.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    try {
      result[segment.slice(1)] = decodeURIComponent(values[i] ?? '');
    } catch {
      result[segment.slice(1)] = values[i] ?? '';
    }
  });
  return result;
}

/**
 * A query parameter as OpenAPI reads it: `style: deepObject` collects `name[key]=value` into an
 * object; the default (form, exploded) takes `name=value`, a repeated name as a list.
 */
function queryValue(search: URLSearchParams, parameter: Parameter): unknown {
  if (parameter.style === 'deepObject') {
    const prefix = `${parameter.name}[`;
    const entries = [...search].filter(([key]) => key.startsWith(prefix) && key.endsWith(']'));
    if (entries.length === 0) return undefined;
    return Object.fromEntries(entries.map(([key, value]) => [key.slice(prefix.length, -1), value]));
  }
  const values = search.getAll(parameter.name);
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}
