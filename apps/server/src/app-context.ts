import type { Config } from './config';
import type { Auth } from './http/auth';
import type { Db } from './infra/db/client';
import type { ReplicaStatus } from './infra/db/read-replicas';
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
  /**
   * The database for a call's read-only work (ADR 0017): a read replica in step with the primary,
   * or the primary itself (no DATABASE_READ_URL, no replica in step, or the caller made a change
   * in the last DATABASE_READ_AFTER_WRITE_MS). Only for reads: writes, and transactions that
   * write, take `db`. Used by the calls that read the most (docs/architecture.md, "Reads").
   */
  forRead(auth: Auth | null | undefined): Db;
  /** Each read replica's state and lag (the health check); empty without DATABASE_READ_URL. */
  readReplicas(): ReplicaStatus[];
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
