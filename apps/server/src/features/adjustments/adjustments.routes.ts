// Ledger adjustments (issue 15): an admin's credit or debit of a member's balance, the second
// admin's approval or refusal above the four-eyes amount, and the member's own list.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { createAdjustment } from './create-adjustment';
import { approveAdjustment, rejectAdjustment } from './decide-adjustment';
import { listMemberAdjustments, listUserAdjustments, presentAdjustments } from './list-adjustments';

export async function adjustmentsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const deps = { db: ctx.db, now: ctx.now };
  const one = async (row: Parameters<typeof presentAdjustments>[1][number]) => {
    const [presented] = await presentAdjustments(ctx.db, [row]);
    if (!presented) throw new Error('adjustment not presented');
    return presented;
  };

  registerEndpoint(app, endpoints.userAdjustments, ({ params }) => listUserAdjustments(ctx.db, params.id));
  // Making (below the threshold: applying) and approving an adjustment move money: a fresh
  // second-factor check first (step-up, ADR 0011); rejecting moves nothing.
  registerEndpoint(
    app,
    endpoints.createAdjustment,
    async ({ requireAuth, params, body, request }) => {
      const row = await createAdjustment(deps, { id: requireAuth().userId, ip: request.ip }, params.id, body);
      const data = await one(row);
      return row.status === 'PENDING'
        ? answer(data, { message: 'Adjustment recorded: waiting for a second administrator' })
        : answer(data, { message: 'Adjustment applied' });
    },
    { stepUp: true },
  );
  registerEndpoint(
    app,
    endpoints.approveAdjustment,
    async ({ requireAuth, params, request }) =>
      one(await approveAdjustment(deps, { id: requireAuth().userId, ip: request.ip }, params.id)),
    { stepUp: true },
  );
  registerEndpoint(app, endpoints.rejectAdjustment, async ({ requireAuth, params, body, request }) =>
    one(await rejectAdjustment(deps, { id: requireAuth().userId, ip: request.ip }, params.id, body.reason)),
  );
  registerEndpoint(app, endpoints.myAdjustments, ({ requireAuth }) =>
    listMemberAdjustments(ctx.db, requireAuth().userId),
  );
}
