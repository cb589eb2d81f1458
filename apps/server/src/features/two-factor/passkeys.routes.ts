// Passkey routes: registration, the account's list, rename, remove; the sign-in's second step
// and signing in with a passkey alone (issue 14, ADR 0011).
import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { setDeviceCookie, signInDeps, signInMeta } from '../accounts';
import { completeTwoFactorLogin, passkeyLoginOptions } from './login-challenge';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from './manage-passkeys';
import { assertionOptions } from './passkey-assertion';
import { guardNewFactor } from './new-factor-guard';
import { passkeySignIn } from './passkey-sign-in';
import { takeAccountLimit, twoFactorAddressLimit } from './rate-limits';
import type { TwoFactorDeps } from './two-factor-deps';

export function passkeyRoutes(app: FastifyInstance, deps: TwoFactorDeps) {
  const { ctx } = app;
  const limit = (call: 'setup' | 'verify') => twoFactorAddressLimit(ctx.config, call);
  const signedIn = (reply: FastifyReply, result: Awaited<ReturnType<typeof passkeySignIn>>) => {
    const { deviceId, ...rest } = result;
    setDeviceCookie(reply, deviceId, ctx.config.appUrl.startsWith('https://'));
    return rest;
  };

  registerEndpoint(
    app,
    endpoints.passkeyRegistrationOptions,
    async ({ requireAuth }) => {
      const { userId } = requireAuth();
      await takeAccountLimit(ctx.db, 'setup', userId);
      return passkeyRegistrationOptions(deps, userId);
    },
    limit('setup'),
  );

  registerEndpoint(
    app,
    endpoints.registerPasskey,
    async ({ requireAuth, body, request }) => {
      const caller = requireAuth();
      const { enrolling } = await guardNewFactor(deps, caller);
      await takeAccountLimit(ctx.db, 'verify', caller.userId);
      const checkedSession = enrolling ? caller.sessionId : null;
      return answer(await registerPasskey(deps, caller.userId, body, request.ip, checkedSession), {
        message: 'Passkey added.',
      });
    },
    limit('verify'),
  );

  registerEndpoint(app, endpoints.listPasskeys, ({ requireAuth }) =>
    listPasskeys(deps, requireAuth().userId),
  );

  registerEndpoint(app, endpoints.renamePasskey, ({ requireAuth, params, body }) =>
    renamePasskey(deps, requireAuth().userId, params.id, body.name),
  );

  registerEndpoint(
    app,
    endpoints.removePasskey,
    async ({ requireAuth, params, body, request }) => {
      const { userId } = requireAuth();
      await takeAccountLimit(ctx.db, 'verify', userId);
      await removePasskey(deps, userId, params.id, body.password, request.ip);
      return answer(null, { message: 'Passkey removed.' });
    },
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.passkeyAssertionOptions,
    async ({ requireAuth }) => {
      const { userId } = requireAuth();
      await takeAccountLimit(ctx.db, 'verify', userId);
      return assertionOptions(ctx.db, { appUrl: deps.appUrl, userId, now: deps.now() });
    },
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.passkeyLoginOptions,
    ({ body }) => passkeyLoginOptions(deps, body.challengeToken),
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.completePasskeyLogin,
    async ({ body, request, reply }) =>
      signedIn(
        reply,
        await completeTwoFactorLogin(
          deps,
          signInDeps(app),
          { challengeToken: body.challengeToken, proof: { passkey: body.credential } },
          signInMeta(request),
        ),
      ),
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.passkeySignInOptions,
    () => assertionOptions(ctx.db, { appUrl: deps.appUrl, userId: null, now: deps.now() }),
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.passkeySignIn,
    async ({ body, request, reply }) =>
      signedIn(reply, await passkeySignIn(deps, signInDeps(app), body.credential, signInMeta(request))),
    limit('verify'),
  );
}
