import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './register-endpoint';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (API, errors, web app files, docs). The web app is built
 * without inline script, so scripts come from our own origin only; nothing may frame the app,
 * plug-ins are off, <base> cannot be changed. No page sends a Referer: the verify-email and
 * reset-password pages carry their token in the URL.
 *
 * `https`: the public URL (APP_URL) is https. HSTS is sent then, and also on any request that came
 * over https, either on the socket or, behind a trusted proxy (TRUST_PROXY), as its
 * X-Forwarded-Proto says; the header of an untrusted sender is ignored (request.protocol).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  // Built once: @fastify/helmet rebuilt the whole helmet middleware (CSP parsing included) on
  // every request, a measurable share of a small API call (issue 8, docs/benchmarks.md).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // React sets style attributes; no script can run from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Per request, below: whether this answer travels over https is known only then.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (options.https || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry tokens and personal data: no browser or proxy cache keeps them (ASVS 14.3.2).
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`))
      reply.header('cache-control', 'no-store');
  });
}

/**
 * A page's own policy (the API docs page ships one with hashes of its inline code) held to the
 * app's rules: no plug-ins, no <base>, no framing, forms to our origin only; the https upgrade only
 * when the app is served over https.
 */
export function tightenPolicy(policy: string, options: { https: boolean }): string {
  const required: Record<string, string> = {
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
  };
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .filter((d) => {
      const name = d.split(/\s+/)[0]!.toLowerCase();
      return !(name in required) && (options.https || name !== 'upgrade-insecure-requests');
    });
  return [...directives, ...Object.entries(required).map(([name, value]) => `${name} ${value}`)].join('; ');
}
