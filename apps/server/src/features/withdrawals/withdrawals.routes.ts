// Withdrawals: the one-time code, the member's requests and history, and the admin review.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { confirmWithdrawalFactor, twoFactorDeps } from '../two-factor';
import { createWithdrawal } from './create-withdrawal';
import { decideWithdrawal } from './decide-withdrawal';
import { getWithdrawalReview } from './get-withdrawal-review';
import { listAdminWithdrawals } from './list-admin-withdrawals';
import { listMemberWithdrawals } from './list-member-withdrawals';
import { listUserWithdrawals } from './list-user-withdrawals';
import { deriveOtpKey } from './otp/otp-code';
import { requestWithdrawalOtp } from './otp/request-withdrawal-otp';
import { verifyWithdrawalOtp } from './otp/verify-withdrawal-otp';
import { withdrawalOtpStatus } from './otp/withdrawal-otp-status';
import type { WithdrawalDeps } from './withdrawal-deps';
import { toWithdrawal } from './withdrawal-presenters';
import { withdrawalsRepository } from './withdrawals.repository';

export async function withdrawalsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const factorDeps = twoFactorDeps(app);
  const deps: WithdrawalDeps = {
    db: ctx.db,
    now: ctx.now,
    otpKey: deriveOtpKey(ctx.jwtKey),
    appUrl: ctx.config.appUrl,
    wakeMail: () => ctx.mail.wake(),
    confirmSecondFactor: (userId, code) => confirmWithdrawalFactor(factorDeps, userId, code),
  };

  // One-time code (member).
  registerEndpoint(app, endpoints.requestWithdrawalOtp, ({ requireAuth }) =>
    requestWithdrawalOtp(deps, requireAuth().userId),
  );
  registerEndpoint(app, endpoints.verifyWithdrawalOtp, ({ requireAuth, body, request }) =>
    verifyWithdrawalOtp(deps, requireAuth().userId, body.otp, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );
  registerEndpoint(app, endpoints.withdrawalOtpStatus, ({ requireAuth }) =>
    withdrawalOtpStatus(deps, requireAuth().userId),
  );

  // The member's own withdrawals.
  registerEndpoint(app, endpoints.createWithdrawal, async ({ requireAuth, body }) =>
    toWithdrawal(await createWithdrawal(deps, requireAuth().userId, body)),
  );
  registerEndpoint(app, endpoints.listWithdrawals, ({ requireAuth, query }) =>
    listMemberWithdrawals(ctx.db, requireAuth().userId, query),
  );
  // Another member's withdrawal is "not found", never "forbidden": ids cannot be probed.
  registerEndpoint(app, endpoints.getWithdrawal, async ({ requireAuth, params }) => {
    const row = await withdrawalsRepository.findOwn(ctx.db, requireAuth().userId, params.id);
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return toWithdrawal(row);
  });

  // Admin review.
  registerEndpoint(app, endpoints.adminWithdrawals, ({ query }) =>
    listAdminWithdrawals(ctx.db, { ...query, status: query.status ?? query.filters?.status }),
  );
  registerEndpoint(app, endpoints.adminWithdrawal, ({ params }) => getWithdrawalReview(ctx.db, params.id));
  registerEndpoint(app, endpoints.adminUserWithdrawals, ({ params, query }) =>
    listUserWithdrawals(ctx.db, params.userId, { ...query, status: query.status ?? query.filters?.status }),
  );
  registerEndpoint(app, endpoints.decideWithdrawal, ({ requireAuth, params, body, request }) =>
    decideWithdrawal(deps, { id: requireAuth().userId, ip: request.ip }, params.id, body),
  );
}
