import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { Config } from './config';
import {
  accountsRoutes,
  createSignInGate,
  deleteStaleSignInThrottles,
  markMemberWrote,
  secretKey,
  sessionCheckWith,
  verifySessionToken,
} from './features/accounts';
import { adjustmentsRoutes } from './features/adjustments';
import { adminPlugin } from './features/admin';
import { auditRoutes } from './features/audit';
import { backupsPlugin } from './features/backups';
import { devMailboxRoutes } from './features/dev-mailbox';
import { healthRoutes } from './features/health';
import { createLiveUpdates, livePlugin } from './features/live';
import { networkRoutes } from './features/network';
import { platformRoutes } from './features/platform';
import { rewardsPlugin } from './features/rewards';
import { registerAccessDeniedEvents, securityEventsRoutes } from './features/security-events';
import { registerMaintenanceMode, registerSettingsCache, settingsRoutes } from './features/settings';
import { createSubscriptionPaidHook, onboardingPlugin } from './features/onboarding';
import { createPayoutService, payoutsPlugin } from './features/payouts';
import { twoFactorPlugin } from './features/two-factor';
import { walletAddressesRoutes } from './features/wallet-addresses';
import { withdrawalsRoutes } from './features/withdrawals';
import { registerApiDocs } from './http/api-docs';
import { registerCompression } from './http/compression';
import { registerAuth } from './http/auth';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { loggerOptions, OneLinePerRequest } from './http/logger';
import { parseQueryString } from './http/querystring';
import {
  deleteEndedRateLimitWindows,
  RATE_LIMIT_CLEANUP_EVERY_MS,
  registerRateLimit,
} from './http/rate-limit';
import { registerRefuseNulCharacters } from './http/refuse-nul-characters';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp, webAppFallback } from './http/web-app';
import type { Db } from './infra/db/client';
import { databaseUnavailableCause, postgresErrorOf } from './infra/db/pg-errors';
import { createReadReplicas, type ReadReplicas } from './infra/db/read-replicas';
import { deleteOldOutboxRows, OUTBOX_CLEANUP_EVERY_MS } from './infra/mail/outbox-retention';
import type { DevServicesInfo } from './infra/dev-services';
import { createJobRegistry } from './infra/jobs/job-registry';
import type { MailWaker } from './infra/mail/outbox';
import { outboxWorkerJob } from './infra/mail/outbox-worker';
import { createExchangeClient } from './infra/exchange';
import { setMailProductName } from './infra/mail/templates/layout';
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
  /** The embedded default's local chain and exchange simulator, when main started them. */
  dev?: DevServicesInfo | undefined;
  /** The database's URL when it is not DATABASE_URL (the embedded one): live updates LISTEN on it. */
  databaseUrl?: string | undefined;
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole HTTP application, in the order a request meets it. Call `ready()` or `listen()` on it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  setMailProductName(config.appName);
  const https = config.appUrl.startsWith('https://');
  const { trustProxy } = config;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // Behind a load balancer: whose X-Forwarded-For is believed (request.ip, rate limits, audit).
    // A hop count becomes the function Fastify makes of one (its types omit the number form).
    trustProxy: typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    // Malformed URLs and overlong path parameters: answered in the envelope, not Fastify's own shape.
    frameworkErrors: answerFrameworkError,
    // So are the HTTP parser's own refusals (headers too large, a request that never finishes).
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: any other body type is answered 415.
  app.removeContentTypeParser('text/plain');

  const now = options.now ?? (() => new Date());
  const jobs = createJobRegistry();
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const replicas = await startReadReplicas(app, config, options.db);
  const ctx: AppContext = {
    config,
    db: options.db,
    forRead: (auth) => {
      if (!replicas || !config.databaseRead) return options.db;
      // Read-your-writes: the member's own change may not have reached a replica yet.
      const wroteAt = auth?.wroteAt?.getTime();
      if (wroteAt !== undefined && now().getTime() - wroteAt < config.databaseRead.afterWriteMs)
        return options.db;
      return replicas.pick();
    },
    readReplicas: () => replicas?.status() ?? [],
    now,
    jwtKey: secretKey(options.jwtSecret),
    version: packageJson.version,
    mail: startMailWorker(app, { config, db: options.db, now }),
    exchange: config.bingx ? createExchangeClient(config.bingx) : null,
  };
  app.decorate('ctx', ctx);
  // Onboarding emits it inside the crediting transaction; rewards pays DIRECT rewards on it.
  app.decorate('subscriptionPaid', createSubscriptionPaidHook());
  // Accounts asks it after the password; two-factor answers with a challenge (ADR 0011).
  app.decorate('signInGate', createSignInGate());
  jobs.add({
    name: 'rate-limit-cleanup',
    intervalMs: RATE_LIMIT_CLEANUP_EVERY_MS,
    log: app.log.child({ job: 'rate-limit-cleanup' }),
    run: async () => {
      await deleteEndedRateLimitWindows(options.db);
      await deleteStaleSignInThrottles(options.db, now());
    },
  });
  // Any instance may run it: a second DELETE of the same rows does nothing.
  jobs.add({
    name: 'mail-outbox-cleanup',
    intervalMs: OUTBOX_CLEANUP_EVERY_MS,
    log: app.log.child({ job: 'mail-outbox-cleanup' }),
    run: async () => {
      await deleteOldOutboxRows(options.db, now());
    },
  });
  app.decorate('endpointRegistry', []);

  // Infrastructure: errors and 404/405, headers, limits, who is calling, docs.
  registerErrorHandling(app, { fallback: options.webDistDir ? webAppFallback : undefined });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    ignoreEmptyJsonBody(request.headers);
  });
  await registerSecurityHeaders(app, { https });
  // Before every route: answers of the routes registered after it are compressed.
  await registerCompression(app);
  await registerRateLimit(app, options.db);
  registerRefuseNulCharacters(app);
  const sessionDeps = { db: ctx.db, jwtKey: ctx.jwtKey, now: ctx.now };
  registerAuth(
    app,
    (token) => verifySessionToken(sessionDeps, token),
    (name, read) => {
      const check = sessionCheckWith(name, read);
      return (token) => check(sessionDeps, token);
    },
  );
  if (replicas) registerWriteMarks(app, options.db, now);
  // Refused calls (403) become security events, on every route.
  registerAccessDeniedEvents(app);
  registerSettingsCache(app);
  registerMaintenanceMode(app);
  await registerApiDocs(app, { https, version: ctx.version, appUrl: config.appUrl });

  // Features.
  await app.register(healthRoutes);
  await app.register(platformRoutes);
  await app.register(accountsRoutes);
  await app.register(twoFactorPlugin);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
  await app.register(securityEventsRoutes);
  await app.register(adminPlugin);
  await app.register(backupsPlugin);
  await app.register(onboardingPlugin, { dev: options.dev });
  await app.register(networkRoutes);
  await app.register(rewardsPlugin);
  // Payouts sit above withdrawals: a decision is given them, the payouts plugin runs their jobs.
  const payouts = await createPayoutService({
    config,
    db: options.db,
    now,
    log: app.log.child({ feature: 'payouts' }),
    mail: ctx.mail,
  });
  await app.register(walletAddressesRoutes);
  await app.register(withdrawalsRoutes, { payouts });
  await app.register(payoutsPlugin, { payouts });
  await app.register(adjustmentsRoutes);
  await app.register(devMailboxRoutes);
  // Live updates (ADR 0015): events from the database's NOTIFY, pushed to the web app.
  const live = createLiveUpdates({
    databaseUrl: options.databaseUrl ?? config.databaseUrl,
    db: options.db,
    now,
    log: app.log.child({ feature: 'live' }),
  });
  app.decorate('live', live);
  await app.register(livePlugin, { live });

  // The web app on every other path.
  if (options.webDistDir) await registerWebApp(app, options.webDistDir);
  await options.extend?.(app);
  return app;
}

/**
 * The read replicas of DATABASE_READ_URL (ADR 0017), checked once before the app serves and then
 * every DATABASE_READ_CHECK_MS; null without them.
 */
async function startReadReplicas(
  app: FastifyInstance,
  config: Config,
  primary: Db,
): Promise<ReadReplicas | null> {
  if (!config.databaseRead) return null;
  const replicas = createReadReplicas({
    primary,
    urls: config.databaseRead.urls,
    maxLagMs: config.databaseRead.maxLagMs,
    checkEveryMs: config.databaseRead.checkEveryMs,
    log: app.log.child({ feature: 'read-replicas' }),
  });
  app.addHook('onClose', () => replicas.close());
  await replicas.check();
  return replicas;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes across instances (ADR 0017): a signed-in caller's change (any call but a read)
 * is noted on their sessions before its answer leaves, so the session check of their next call,
 * on any instance, keeps their reads on the primary for DATABASE_READ_AFTER_WRITE_MS.
 */
function registerWriteMarks(app: FastifyInstance, db: Db, now: () => Date) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.auth && !READ_METHODS.has(request.method)) {
      await markMemberWrote(db, request.auth.userId, now()).catch((err: unknown) => {
        // Code and message only: drizzle's error carries the query and its parameters.
        request.log.warn(
          { err: postgresErrorOf(err) ?? databaseUnavailableCause(err) },
          'could not note the change for read-your-writes',
        );
      });
    }
    return payload;
  });
}

/**
 * The outbox worker, when SMTP_URL is set (a job: it runs once `app.jobs.start()` is called).
 * Without SMTP_URL messages stay in the outbox for the dev mailbox and waking does nothing.
 */
function startMailWorker(app: FastifyInstance, deps: { config: Config; db: Db; now: () => Date }): MailWaker {
  const { smtpUrl, mailFrom, appUrl } = deps.config;
  if (!smtpUrl) return { wake: () => {} };
  const job = outboxWorkerJob({
    db: deps.db,
    now: deps.now,
    smtpUrl,
    from: mailFrom,
    appUrl,
    log: app.log.child({ job: 'mail-outbox' }),
  });
  app.addHook('onClose', async () => job.transport.close());
  return app.jobs.add(job);
}

/** `Content-Type: application/json` with no body at all counts as no body (not malformed JSON). */
function ignoreEmptyJsonBody(headers: Record<string, string | string[] | undefined>) {
  if (headers['content-length'] === '0' && headers['transfer-encoding'] === undefined) {
    delete headers['content-type'];
  }
}
