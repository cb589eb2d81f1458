import { type Endpoint, envelopeSchema, errorCatalogue, failureSchema, isErrorCode } from '@app/contract';
import { z } from 'zod';

/** The 503s the catalogue documents (maintenance, the exchange, a dependency down). */
export const DOCUMENTED_503 = new Set(['MAINTENANCE_MODE', 'EXCHANGE_UNAVAILABLE', 'SERVICE_UNAVAILABLE']);

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface AnswerRoute {
  endpoint: Pick<Endpoint, 'data' | 'top'>;
  /** A download (CSV): text/csv on success instead of the envelope. */
  raw?: true;
}

const successSchemas = new WeakMap<AnswerRoute['endpoint'], z.ZodType>();
const successSchemaOf = (endpoint: AnswerRoute['endpoint']) => {
  let schema = successSchemas.get(endpoint);
  if (!schema) {
    schema = envelopeSchema(endpoint.data).extend({ success: z.literal(true), ...endpoint.top });
    successSchemas.set(endpoint, schema);
  }
  return schema;
};

/**
 * What is wrong with an answer, or [] when it keeps the API's promises: no 5xx besides a
 * documented 503, the envelope on every answer, a success body that its contract schema accepts,
 * a failure body with a catalogue code whose status it carries.
 */
export function answerProblems(route: AnswerRoute, answer: RawAnswer): string[] {
  const problems: string[] = [];
  const status = answer.statusCode;
  const contentType = String(answer.headers['content-type'] ?? '');

  if (route.raw && status === 200) {
    if (!/^text\/csv/.test(contentType)) problems.push(`a download answered ${contentType}, not text/csv`);
    return problems;
  }
  if (status >= 200 && status < 300 && status !== 200)
    problems.push(`success status ${status}, expected 200`);

  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, `status ${status} with a body that is not JSON (${contentType})`];
  }
  if (!/^application\/json/.test(contentType)) problems.push(`JSON answered as ${contentType}`);

  if (status >= 200 && status < 300) {
    const parsed = successSchemaOf(route.endpoint).safeParse(body);
    if (!parsed.success) problems.push(`success body breaks its contract: ${z.prettifyError(parsed.error)}`);
    return problems;
  }

  const parsed = failureSchema.safeParse(body);
  if (!parsed.success) return [...problems, `failure outside the envelope: ${z.prettifyError(parsed.error)}`];
  const { success, message } = parsed.data;
  if (success) problems.push(`status ${status} with success: true`);
  if (!isErrorCode(message))
    return [...problems, `status ${status} with a code not in the catalogue: ${message}`];
  // BAD_REQUEST also carries the router's 414 (a path parameter over the length limit).
  const expected = errorCatalogue[message].status;
  if (status !== expected && !(message === 'BAD_REQUEST' && status === 414)) {
    problems.push(`${message} answered with status ${status}, the catalogue says ${expected}`);
  }
  if (status >= 500 && !(status === 503 && DOCUMENTED_503.has(message))) {
    problems.push(`server error ${status} ${message}`);
  }
  return problems;
}
