import { buildApp } from './app';
import { prepareDatabase } from './bootstrap';
import { ConfigError, type Config, loadConfig } from './config';
import { ensureFirstAdmin, rootReferralCode } from './features/accounts';
import { demoBannerLines, seedDemoOnStart } from './features/demo';
import { isAppError } from './http/app-error';
import { findWebDist } from './http/web-app';
import { assertUsdtDecimals, createChainClient, TokenDecimalsError } from './infra/chain';
import { startDevServices } from './infra/dev-services';
import { getAddress } from 'viem';
import { type JwtSecretSource, resolveSessionSecret } from './infra/secrets';

/** Start: configuration -> database (migrated) -> first admin -> HTTP server -> banner. */
async function main() {
  const config = readConfigOrExit();
  const startedAt = Date.now();
  // The embedded default (a local chain and exchange simulator for what is not configured) starts
  // while the database does; whichever fails first stops the other.
  const devStarting = startDevServices(config);
  devStarting.catch(() => undefined); // handled below, after the database
  const database = await prepareDatabase(config, {
    log: { info: (m) => console.log(m), warn: (m) => console.warn(m), debug: () => {} },
    onPoolError: (err) => console.error('database connection lost:', err.message),
  }).catch(async (err: unknown) => {
    await devStarting.then((dev) => dev.stop()).catch(() => undefined);
    throw err;
  });
  const dev = await devStarting.catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  const { db } = database.connection;
  const tokenProblem = await checkUsdtContract(dev.config);
  if (tokenProblem) {
    console.error(tokenProblem);
    await dev.stop();
    await database.close();
    process.exit(1);
  }

  const firstAdmin = await ensureFirstAdmin(db, config.initialAdmin);
  // Before the app is built: the seed dates its rewards itself (see features/demo).
  const demo = await seedDemoOnStart(db, config.seedDemo, {
    embeddedDatabase: database.server.kind !== 'external',
    nodeEnv: config.nodeEnv,
  }).catch((err: unknown) => {
    console.warn('The demo seed failed:', err instanceof Error ? err.message : err);
    return null;
  });
  const sessionSecret = await resolveSessionSecret(config, db, {
    external: database.server.kind === 'external',
  });
  const webDistDir = findWebDist();
  if (config.nodeEnv === 'production' && !webDistDir) {
    console.warn(
      'NODE_ENV=production but apps/web/dist is missing: serving the API only (run npm run build).',
    );
  }
  for (const warning of dev.warnings) console.warn(warning);
  const app = await buildApp({
    config: dev.config,
    db,
    jwtSecret: sessionSecret.secret,
    webDistDir,
    dev: dev.info,
    databaseUrl: database.server.url,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 20_000).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await dev.stop();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(err as Error).message}`);
    await app.close().catch(() => undefined);
    await dev.stop();
    await database.close();
    process.exit(1);
  }
  // Background work (mail outbox, ...) once the server accepts requests; stopped by app.close().
  app.jobs.start();
  // (NODE_ENV=production without SMTP_URL or JWT_SECRET never gets here: loadConfig refuses it.)
  printBanner(config, {
    database:
      database.server.kind === 'external'
        ? 'PostgreSQL at DATABASE_URL'
        : `embedded PostgreSQL (data in ${config.dataDir}/postgres)`,
    sessionKey: sessionSecret.source,
    rootCode: firstAdmin?.referralCode ?? (await rootReferralCode(db)),
    firstAdmin,
    demo,
    web: webDistDir ? 'served from apps/web/dist' : 'not built (API only; run npm run build)',
    services: dev.banner,
    seconds: (Date.now() - startedAt) / 1000,
  });
}

/**
 * USDT_CONTRACT must count in USDT's 18 decimals: returns why it does not (the start is refused),
 * or null. A node that cannot be asked now only delays it: the deposit watcher checks before it
 * reads or credits anything.
 */
async function checkUsdtContract(config: Config): Promise<string | null> {
  if (!config.bscRpcUrl || !config.usdtContract) return null;
  try {
    await assertUsdtDecimals(createChainClient(config.bscRpcUrl), getAddress(config.usdtContract));
    return null;
  } catch (err) {
    if (err instanceof TokenDecimalsError) return err.message;
    console.warn(
      `Could not read decimals() of USDT_CONTRACT at start (${(err as Error).message.split('\n')[0]}); ` +
        'the deposit watcher checks it before crediting anything.',
    );
    return null;
  }
}

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

function printBanner(
  config: Config,
  info: {
    database: string;
    rootCode: string | undefined;
    firstAdmin: Awaited<ReturnType<typeof ensureFirstAdmin>>;
    demo: Awaited<ReturnType<typeof seedDemoOnStart>>;
    web: string;
    sessionKey: JwtSecretSource;
    /** Lines of the embedded chain and exchange, when they run. */
    services: string[];
    seconds: number;
  },
) {
  const lines = [
    '',
    `Rewards platform is running (started in ${info.seconds.toFixed(1)} s)`,
    `  App:                 ${config.appUrl}`,
    `  API docs:            ${config.appUrl}/api/docs`,
    `  Health:              ${config.appUrl}/api/health`,
    `  Web app:             ${info.web}`,
    `  Database:            ${info.database}`,
    `  Session key:         ${info.sessionKey === 'database' ? 'generated into the database (shared by every instance on it)' : `from ${info.sessionKey}`}`,
    ...info.services,
    `  E-mail:              ${config.smtpUrl ? 'sent through SMTP_URL' : `not sent (no SMTP_URL): read it at ${config.appUrl}/dev/mailbox`}`,
    `  Root referral code:  ${info.rootCode ?? '(no admin yet: npm run cli -- create-admin ...)'}`,
  ];
  if (info.firstAdmin) {
    lines.push(
      '',
      '  An admin account was created on this first start:',
      `    e-mail:    ${info.firstAdmin.email}`,
      info.firstAdmin.generated
        ? `    password:  ${info.firstAdmin.password}   (shown only now: the first sign-in must change it)`
        : '    password:  the one in ADMIN_PASSWORD',
      info.firstAdmin.generated
        ? '  At the first sign-in: change the password, then set up two-factor authentication with an authenticator app (admins must have it; the app walks you through it).'
        : '  At the first sign-in: set up two-factor authentication with an authenticator app (admins must have it; the app walks you through it).',
      '  New members register with the root referral code above.',
    );
  }
  if (info.demo) lines.push(...demoBannerLines(info.demo));
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (isAppError(err)) {
    const data = err.data as { errors?: { path: string; message: string }[] } | null;
    console.error(
      `Start failed: ${err.code}${data?.errors ? `: ${data.errors.map((e) => `${e.path} ${e.message}`).join('; ')}` : ''}`,
    );
  } else {
    console.error('Start failed:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
