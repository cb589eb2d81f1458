import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Structured logs (pino). Request bodies are never logged; these paths are censored wherever a
 * secret could still appear (headers, errors that echo input, objects passed to the logger).
 */
const secretKeys = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'otp',
  'secret',
  'apiSecret',
  'apiKey',
  'jwtSecret',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-bx-apikey"]',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Only what identifies the request: no body, no headers, secret query values censored.
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: censorUrl(req.url),
        ip: req.ip,
        id: req.id,
      }),
    },
  };
}

export const censorUrl = (url: string) =>
  url.replace(/([?&](?:token|otp|password|secret|signature|ticket)[^=&]*=)[^&]*/gi, '$1[redacted]');

/**
 * One line per request, when its answer has gone: method, path, status, time, request id.
 * Fastify's default writes two (on arrival and on answer), each through the redaction above:
 * about a tenth of a small API call's CPU time (issue 8, docs/benchmarks.md). Every other line
 * of Fastify's (errors, 404s) stays as it is.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || this.isLogDisabled(request)) return super.requestCompleted(error, request, reply, metadata);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
