import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, errorCatalogue } from '@app/contract';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableCause, isLockTimeout } from '../infra/db/pg-errors';
import { isAppError } from './app-error';
import { failure } from './envelope';
import { routeTable } from './route-table';

/**
 * The one error handler: every failure leaves in the envelope with a catalogue code. Bad input is
 * always a 4xx; anything unexpected is a 500 without internals, logged with the request id.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean } = {},
) {
  const routes = routeTable(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(failure(error.code, error.data, error.detail));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.flatMap((issue) => {
        const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (issue.params as { keys?: unknown }).keys;
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
          return keys.map((key) => ({
            path: base ? `${base}.${String(key)}` : String(key),
            message: 'Unknown field',
          }));
        }
        return [{ path: base, message: issue.message ?? 'Invalid value' }];
      });
      return reply.code(400).send(failure('VALIDATION_ERROR', { errors }));
    }
    // QUERY is the one method Fastify checks (for a Content-Type) before routing it to the
    // not-found handler: answered like any other method no route takes (405 or 404).
    if (error.code === 'FST_ERR_ROUTE_MISSING_CONTENT_TYPE' && request.is404) {
      return answerNotFound(request, reply);
    }
    const known = clientErrorCode(error);
    if (known) {
      return reply.code(known.status).send(failure(known.code, null, known.detail));
    }
    if (isLockTimeout(error)) {
      // A money action waited MONEY_LOCK_TIMEOUT for another transaction: retry in a moment.
      request.log.warn('lock wait timed out');
      return reply.code(503).header('retry-after', '2').send(failure('SERVICE_UNAVAILABLE'));
    }
    const unavailable = databaseUnavailableCause(error);
    if (unavailable) {
      // PostgreSQL stopped or restarting: temporary, the pool reconnects by itself once it is back.
      // Only the driver's reason is logged: the wrapping error carries the query's parameters.
      request.log.error({ cause: unavailable }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(failure('SERVICE_UNAVAILABLE'));
    }
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      // A handler produced an answer its contract does not allow: a bug, never shown to the client.
      const issues = (error.cause as { issues?: unknown } | undefined)?.issues;
      request.log.error({ err: error, issues }, 'answer does not match its contract schema');
    } else {
      request.log.error({ err: error }, 'unexpected failure');
    }
    return reply.code(500).send(failure('INTERNAL_SERVER_ERROR'));
  });

  function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = routes.methodsFor(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send(failure('METHOD_NOT_ALLOWED', null, `${request.method} is not allowed here`));
    }
    if (options.fallback?.(request, reply)) return reply;
    return reply.code(404).send(failure('NOT_FOUND', null, `No route for ${request.method} ${path}`));
  }
  app.setNotFoundHandler(answerNotFound);
}

const CLIENT_ERROR_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers over the size limit,
 * a request that takes too long to arrive, bytes that are not HTTP): answered in the envelope
 * straight on the socket, which is then closed. Passed as Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CLIENT_ERROR_CODES[error.code] ?? 'BAD_REQUEST';
  const { status } = errorCatalogue[code];
  const body = JSON.stringify(failure(code));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}

/**
 * Errors Fastify's router raises before any hook or error handler runs (a path that is not valid
 * percent-encoding, a path parameter over the length limit): answered in the envelope too, with
 * the framework's 4xx status (400, 414). Passed as Fastify's `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send(failure('INTERNAL_SERVER_ERROR'));
  }
  const detail =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address is not valid';
  return reply.code(status).send(failure('BAD_REQUEST', null, detail));
}

/** Fastify's own client errors (parsing, limits) and the rate limiter, as catalogue codes. */
function clientErrorCode(
  error: FastifyError,
): { code: ErrorCode; status: number; detail: string } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', status: 413, detail: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        status: 415,
        detail: 'Unsupported content type: send application/json',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'BAD_REQUEST', status: 400, detail: 'The body is not valid JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'BAD_REQUEST', status: 400, detail: 'Invalid content length' };
  }
  if (error.statusCode === 429) {
    return { code: 'RATE_LIMITED', status: 429, detail: errorCatalogue.RATE_LIMITED.text };
  }
  // Malformed JSON surfaces as a SyntaxError with status 400; other framework 4xx keep their status.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const detail = error instanceof SyntaxError ? 'The body is not valid JSON' : 'Bad request';
    return { code: 'BAD_REQUEST', status: error.statusCode, detail };
  }
  return undefined;
}
