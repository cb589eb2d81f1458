// Network routes: the signed-in member's referral history, referral tree and its growth.
import { endpoints } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { getNetworkGrowth } from './network-growth';
import { getReferralHistory } from './referral-history';
import { getReferralTree } from './referral-tree';
import { getTreeChildren } from './tree-children';

export async function networkRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerEndpoint(app, endpoints.referralHistory, ({ query, requireAuth }) =>
    getReferralHistory(ctx, requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.referralTree, ({ query, requireAuth }) =>
    getReferralTree(ctx, requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.referralTreeGrowth, ({ query, requireAuth }) =>
    getNetworkGrowth(ctx, requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.referralTreeChildren, ({ params, query, requireAuth }) =>
    getTreeChildren(ctx, requireAuth().userId, params, query),
  );
}
