// Two-factor routes: the sign-in's second step, enrolment, turning off, recovery codes (issue 14).
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { setDeviceCookie, signInDeps, signInMeta } from '../accounts';
import { confirmTotpSetup, startTotpSetup } from './enrol-totp';
import { completeTwoFactorLogin } from './login-challenge';
import { disableTwoFactor, regenerateRecoveryCodes, twoFactorStatus } from './manage-two-factor';
import { takeAccountLimit, twoFactorAddressLimit } from './rate-limits';
import { guardNewFactor } from './new-factor-guard';
import { stepUpSecondFactor } from './step-up';
import type { TwoFactorDeps } from './two-factor-deps';

export function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorDeps) {
  const { ctx } = app;
  const limit = (call: 'setup' | 'verify') => twoFactorAddressLimit(ctx.config, call);

  registerEndpoint(
    app,
    endpoints.completeTwoFactorLogin,
    async ({ body, request, reply }) => {
      const { deviceId, ...signedIn } = await completeTwoFactorLogin(
        deps,
        signInDeps(app),
        { challengeToken: body.challengeToken, proof: body.code },
        signInMeta(request),
      );
      setDeviceCookie(reply, deviceId, ctx.config.appUrl.startsWith('https://'));
      return signedIn;
    },
    limit('verify'),
  );

  registerEndpoint(app, endpoints.twoFactorStatus, ({ requireAuth }) =>
    twoFactorStatus(deps, requireAuth().userId),
  );

  registerEndpoint(
    app,
    endpoints.startTotpSetup,
    async ({ requireAuth }) => {
      const { userId } = requireAuth();
      await takeAccountLimit(ctx.db, 'setup', userId);
      return startTotpSetup(deps, userId);
    },
    limit('setup'),
  );

  registerEndpoint(
    app,
    endpoints.confirmTotpSetup,
    async ({ requireAuth, body, request }) => {
      const caller = requireAuth();
      await guardNewFactor(deps, caller);
      await takeAccountLimit(ctx.db, 'verify', caller.userId);
      return answer(await confirmTotpSetup(deps, caller, body.code, request.ip), {
        message: 'Two-factor authentication is on.',
      });
    },
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.stepUpTwoFactor,
    async ({ requireAuth, body, request }) => {
      const caller = requireAuth();
      await takeAccountLimit(ctx.db, 'verify', caller.userId);
      const proof = body.passkey ? { passkey: body.passkey } : (body.code ?? '');
      return answer(await stepUpSecondFactor(deps, caller, proof, request.ip), {
        message: 'Confirmed. You can continue.',
      });
    },
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.disableTwoFactor,
    async ({ requireAuth, body, request }) => {
      const { userId } = requireAuth();
      await takeAccountLimit(ctx.db, 'verify', userId);
      await disableTwoFactor(deps, userId, body, request.ip);
      return answer(null, { message: 'Two-factor authentication is off.' });
    },
    limit('verify'),
  );

  registerEndpoint(
    app,
    endpoints.regenerateRecoveryCodes,
    async ({ requireAuth, body, request }) => {
      const { userId } = requireAuth();
      await takeAccountLimit(ctx.db, 'verify', userId);
      return answer(await regenerateRecoveryCodes(deps, userId, body.code, request.ip), {
        message: 'New recovery codes were made.',
      });
    },
    limit('verify'),
  );
}
