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
  url.replace(/([?&](?:token|otp|password|secret|signature)[^=&]*=)[^&]*/gi, '$1[redacted]');
