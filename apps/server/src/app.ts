import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { secretKey } from './features/accounts/session-token';
import { verifySessionToken } from './features/accounts/sessions';
import { healthRoutes } from './features/health/health.routes';
import { registerApiDocs } from './http/api-docs';
import { registerAuth } from './http/auth';
import { registerErrorHandling } from './http/error-handler';
import { loggerOptions } from './http/logger';
import { parseQueryString } from './http/querystring';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp, webAppFallback } from './http/web-app';
import type { Db } from './infra/db/client';
import packageJson from '../package.json' with { type: 'json' };

export interface BuildAppOptions {
  config: Config;
  db: Db;
  jwtSecret: string;
  /** The clock; tests pass one they can move. */
  now?: () => Date;
  /** The built web app to serve (apps/web/dist), or nothing for the API alone. */
  webDistDir?: string | undefined;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Extra routes or hooks, added before the app is ready (tests). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole HTTP application, in the order a request meets it. Call `ready()` or `listen()` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const https = config.appUrl.startsWith('https://');
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: any other body type is answered 415.
  app.removeContentTypeParser('text/plain');

  const ctx: AppContext = {
    config,
    db: options.db,
    now: options.now ?? (() => new Date()),
    jwtKey: secretKey(options.jwtSecret),
    version: packageJson.version,
  };
  app.decorate('ctx', ctx);
  app.decorate('endpointRegistry', []);

  // Infrastructure: errors and 404/405, headers, limits, who is calling, docs.
  registerErrorHandling(app, { fallback: options.webDistDir ? webAppFallback : undefined });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    ignoreEmptyJsonBody(request.headers);
  });
  await registerSecurityHeaders(app, { https });
  await registerRateLimit(app);
  registerAuth(app, (token) => verifySessionToken({ db: ctx.db, jwtKey: ctx.jwtKey, now: ctx.now }, token));
  await registerApiDocs(app, { https, version: ctx.version });

  // Features.
  await app.register(healthRoutes);
  await app.register(accountsRoutes);

  // The web app on every other path.
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  await options.extend?.(app);
  return app;
}

/** `Content-Type: application/json` with no body at all counts as no body (not malformed JSON). */
function ignoreEmptyJsonBody(headers: Record<string, string | string[] | undefined>) {
  if (headers['content-length'] === '0' && headers['transfer-encoding'] === undefined) {
    delete headers['content-type'];
  }
}
