import type { Config } from './config';
import type { Db } from './infra/db/client';

/**
 * What every feature needs, decorated on the app as `app.ctx`: configuration, the database, the
 * clock (tests move it instead of sleeping) and the key that signs session tokens.
 */
export interface AppContext {
  config: Config;
  db: Db;
  now: () => Date;
  jwtKey: Uint8Array;
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
