// Withdrawals: the one-time code, the member's requests and history, and the admin review.
import { adminTexts, endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { answer } from '../../http/envelope';
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
import type { WithdrawalPayouts } from './payout-port';
import type { WithdrawalDeps } from './withdrawal-deps';
import { toAdminWithdrawal, toWithdrawal } from './withdrawal-presenters';
import { withdrawalsRepository } from './withdrawals.repository';

export interface WithdrawalsOptions {
  /** The payouts of approved withdrawals (features/payouts, given where the app is assembled). */
  payouts?: WithdrawalPayouts | undefined;
}

export async function withdrawalsRoutes(app: FastifyInstance, options: WithdrawalsOptions) {
  const { ctx } = app;
  const { payouts } = options;
  const factorDeps = twoFactorDeps(app);
  const deps: WithdrawalDeps = {
    db: ctx.db,
    now: ctx.now,
    otpKey: deriveOtpKey(ctx.jwtKey),
    appUrl: ctx.config.appUrl,
    wakeMail: () => ctx.mail.wake(),
    confirmSecondFactor: (userId, code, passkey) =>
      confirmWithdrawalFactor(factorDeps, userId, code, passkey),
  };

  // One-time code (member).
  registerEndpoint(app, endpoints.requestWithdrawalOtp, ({ requireAuth, body }) =>
    requestWithdrawalOtp(deps, requireAuth().userId, body),
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
  // Approving or blocking needs a fresh second-factor check (step-up, ADR 0011); rejecting, which
  // gives the member their money back, does not.
  registerEndpoint(
    app,
    endpoints.decideWithdrawal,
    async ({ requireAuth, params, body, request }) => {
      const decided = await decideWithdrawal(
        { ...deps, ...(payouts ? { payouts } : {}) },
        { id: requireAuth().userId, ip: request.ip },
        params.id,
        body,
      );
      // The payout moves on at once (the wallet signs and sends, a hash is looked at); the job
      // does what this cannot.
      if (decided.withdrawal.status === 'APPROVED') await payouts?.advance(decided.withdrawal.id);
      const row = (await withdrawalsRepository.findById(ctx.db, decided.withdrawal.id)) ?? decided.withdrawal;
      const approvers = await withdrawalsRepository.approversOf(ctx.db, [row]);
      const data = toAdminWithdrawal(row, decided.person, approvers);
      if (!decided.first || !data.firstApproval) return data;
      const { admin } = data.firstApproval;
      return answer(data, {
        message: adminTexts.withdrawalReview.waitingForSecondApproval(`${admin.firstName} ${admin.lastName}`),
      });
    },
    { stepUp: (body) => body.status !== 'REJECTED' },
  );
}
