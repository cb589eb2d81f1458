import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Structured logs (pino). Request bodies are never logged; the values of these keys are censored
 * wherever a secret could still appear (headers, errors that echo input, objects passed to the
 * logger, a child logger's bindings), at any depth, whatever their case.
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
  // Headers, should a request's or an answer's ever be logged.
  'authorization',
  'cookie',
  'set-cookie',
  'x-bx-apikey',
];

export const REDACTED = '[redacted]';

const SECRET_KEYS = new Set(secretKeys.map((key) => key.toLowerCase()));

/**
 * A JSON line names one of the keys above only if it holds `"<key>":`: pino writes keys as JSON
 * strings with no space before the colon, and these names (letters and hyphens) are never escaped.
 * A key inside a string value (`"msg":"{\"token\":..."`) does not match, as it did not before.
 */
const MAY_NAME_A_SECRET = new RegExp(`"(?:${secretKeys.join('|')})":`, 'i');

/**
 * The censor, applied to each finished line just before it is written (pino's `hooks.streamWrite`;
 * ADR 0025). Most lines (every request's) name no secret key: one regular-expression test and
 * they go as they are. The others are parsed, censored and written again. This replaced pino's
 * `redact` paths, which cloned and walked every logged value through ~25 paths on every line: an
 * eighth of a small API call's CPU time (docs/benchmarks.md, issue 16), and only to depth 3.
 */
export function censorLine(line: string): string {
  if (!MAY_NAME_A_SECRET.test(line)) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    // pino writes one JSON object per line; anything else is withheld rather than risked.
    return `${JSON.stringify({ level: 50, time: Date.now(), msg: 'log line withheld: it could not be censored' })}\n`;
  }
  censorSecrets(parsed);
  return `${JSON.stringify(parsed)}\n`;
}

/** Replaces every secret key's value by REDACTED, at any depth, in place (on a parsed copy). */
function censorSecrets(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) censorSecrets(item);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (SECRET_KEYS.has(key.toLowerCase())) record[key] = REDACTED;
      else censorSecrets(record[key]);
    }
  }
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    hooks: { streamWrite: censorLine },
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
