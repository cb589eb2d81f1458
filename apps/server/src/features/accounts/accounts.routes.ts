// Accounts routes: registration, e-mail verification, sign-in, the session user and passwords.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { sessionCheckReading } from '../../http/auth';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { ensureDepositAddress } from '../onboarding';
import { accountMessages } from './account-messages';
import { changePassword } from './change-password';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { addressLimit } from './rate-limits';
import { register } from './register';
import { requestLanguage } from './request-language';
import { resetPassword } from './reset-password';
import { setLanguage } from './set-language';
import { sendVerificationEmail } from './send-verification-email';
import {
  endAccountSession,
  endAllSessionsByLink,
  endOtherSessions,
  listAccountSessions,
} from './account-sessions';
import { setDeviceCookie } from './device-cookie';
import { signInDeps, signInMeta } from './sign-in-deps';
import { endSession, verifySessionWithAccount } from './sessions';
import { toSessionUser } from './session-user';
import { verifyEmail } from './verify-email';

export async function accountsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const limit = (call: Parameters<typeof addressLimit>[1]) => addressLimit(ctx.config, call);

  registerEndpoint(
    app,
    endpoints.register,
    async ({ body, request }) => {
      // The body's language, else the browser's (Accept-Language): the verification e-mail's.
      const language = body.language ?? requestLanguage(request.headers['accept-language']);
      await register(ctx, { ...body, language });
      return answer(null, { message: accountMessages.registered, top: { requiresVerification: true } });
    },
    limit('register'),
  );

  registerEndpoint(
    app,
    endpoints.verifyEmail,
    async ({ body }) => {
      await verifyEmail(ctx, body.token);
      return answer(null, { message: accountMessages.emailVerified });
    },
    limit('verifyEmail'),
  );

  registerEndpoint(
    app,
    endpoints.sendVerificationEmail,
    async ({ body, auth }) => {
      await sendVerificationEmail(ctx, { auth, email: body.email });
      return answer(null, { message: accountMessages.verificationSent });
    },
    limit('sendVerificationEmail'),
  );

  registerEndpoint(
    app,
    endpoints.resendVerificationEmail,
    async ({ body, auth }) => {
      await sendVerificationEmail(ctx, { auth, email: body.email });
      return answer(null, { message: accountMessages.verificationResent });
    },
    limit('resendVerificationEmail'),
  );

  registerEndpoint(
    app,
    endpoints.login,
    async ({ body, request, reply }) => {
      const result = await login(signInDeps(app), body, signInMeta(request));
      if ('requiresTwoFactor' in result) return result;
      const { deviceId, ...signedIn } = result;
      setDeviceCookie(reply, deviceId, ctx.config.appUrl.startsWith('https://'));
      return signedIn;
    },
    limit('login'),
  );

  // The profile's first query was the caller's row: it is read with the session check, in one
  // statement (ADR 0025). Every page of the web app starts with this call.
  const withAccount = sessionCheckReading((token) => verifySessionWithAccount(ctx, token));
  registerEndpoint(
    app,
    endpoints.getProfile,
    async ({ request, requireAuth }) => {
      const auth = requireAuth();
      // Read with the session check that set `auth`: there whenever requireAuth passed.
      const user = withAccount.read(request);
      if (!user) throw new AppError('UNAUTHORIZED');
      user.walletAddress = await ensureDepositAddress(ctx.db, user, ctx.config.depositXpub); // onboarding: lazy deposit address
      // An admin session without a second factor is enrolment-only (ADR 0011): the web app opens enrolment.
      const enrolOnly = user.isAdmin && !auth.secondFactorAt;
      return {
        user: { ...toSessionUser(user, ctx.now()), ...(enrolOnly ? { twoFactorRequired: true } : {}) },
      };
    },
    { authenticate: withAccount.authenticate },
  );

  // The account's language (issue 17): its e-mails follow it.
  registerEndpoint(app, endpoints.setLanguage, async ({ body, requireAuth }) => {
    await setLanguage(ctx, requireAuth(), body.language);
    return answer(null, { message: accountMessages.languageSaved });
  });

  registerEndpoint(
    app,
    endpoints.forgotPassword,
    async ({ body }) => {
      await forgotPassword(ctx, body);
      return answer(null, { message: accountMessages.resetLinkSent });
    },
    limit('forgotPassword'),
  );

  registerEndpoint(
    app,
    endpoints.resetPassword,
    async ({ body, request }) => {
      await resetPassword(ctx, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
      return answer(null, { message: accountMessages.passwordReset });
    },
    limit('resetPassword'),
  );

  registerEndpoint(app, endpoints.logout, async ({ requireAuth }) => {
    await endSession(ctx, requireAuth().sessionId);
    return answer(null, { message: accountMessages.signedOut });
  });

  // The account's sessions (issue 14).
  registerEndpoint(app, endpoints.listSessions, ({ requireAuth }) => listAccountSessions(ctx, requireAuth()));
  registerEndpoint(app, endpoints.endOwnSession, async ({ requireAuth, params }) => {
    await endAccountSession(ctx, requireAuth(), params.id);
    return answer(null, { message: accountMessages.sessionEnded });
  });
  registerEndpoint(app, endpoints.endOtherSessions, async ({ requireAuth }) =>
    answer(await endOtherSessions(ctx, requireAuth()), { message: accountMessages.sessionsEnded }),
  );
  registerEndpoint(
    app,
    endpoints.endAllSessionsByLink,
    async ({ body }) =>
      answer(await endAllSessionsByLink(ctx, body.token), { message: accountMessages.sessionsEnded }),
    limit('verifyEmail'),
  );

  registerEndpoint(
    app,
    endpoints.changePassword,
    async ({ body, requireAuth, request }) => {
      await changePassword(ctx, requireAuth(), body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return answer(null, { message: accountMessages.passwordChanged });
    },
    limit('changePassword'),
  );
}
