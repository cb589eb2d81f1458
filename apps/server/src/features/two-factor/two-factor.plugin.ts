import type { FastifyInstance } from 'fastify';
import { issueLoginChallenge } from './login-challenge';
import type { TwoFactorDeps } from './two-factor-deps';
import { deriveTwoFactorKeys } from './two-factor-keys';
import { passkeyRoutes } from './passkeys.routes';
import { twoFactorRoutes } from './two-factor.routes';

/**
 * The second factor's set-up: it answers the sign-in gate (accounts asks it after the password),
 * then its routes.
 */
export async function twoFactorPlugin(app: FastifyInstance) {
  const deps = twoFactorDeps(app);
  app.signInGate.use((user, _meta, now) => issueLoginChallenge(app.ctx.db, user, now));
  twoFactorRoutes(app, deps);
  passkeyRoutes(app, deps);
}

/** The use cases' dependencies, from the app (withdrawals builds the same to check a code). */
export function twoFactorDeps(app: FastifyInstance): TwoFactorDeps {
  const { ctx } = app;
  return {
    db: ctx.db,
    now: ctx.now,
    keys: deriveTwoFactorKeys(ctx.jwtKey),
    appUrl: ctx.config.appUrl,
    wakeMail: () => ctx.mail.wake(),
    config: ctx.config,
    mail: ctx.mail,
  };
}
