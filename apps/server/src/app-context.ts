import type { Config } from './config';
import type { Db } from './infra/db/client';
import type { ExchangeClient } from './infra/exchange';
import type { JobRegistry } from './infra/jobs/job-registry';
import type { MailWaker } from './infra/mail/outbox';

/**
 * What every feature needs, decorated on the app as `app.ctx`: configuration, the database, the
 * clock (tests move it instead of sleeping), the key that signs session tokens, and the
 * infrastructure clients built once for the whole app.
 */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  jwtKey: Uint8Array;
  version: string;
  /** Call after committing an `enqueueMail`, so the message leaves at once. */
  mail: MailWaker;
  /** The exchange's signed client (BINGX_*, or the embedded default's simulator); null without one. */
  exchange: ExchangeClient | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Background jobs: declare with `jobs.add` while building; main starts them after listen. */
    jobs: JobRegistry;
  }
}
