// Network routes: the signed-in member's referral history, referral tree, its growth and tree search.
import { endpoints, TREE_SEARCH_PER_MINUTE } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { perUserLimit } from '../../http/per-user-limit';
import { registerEndpoint } from '../../http/register-endpoint';
import { getNetworkGrowth } from './network-growth';
import { getReferralHistory } from './referral-history';
import { getReferralTree } from './referral-tree';
import { getTreeChildren } from './tree-children';
import { searchReferralTree } from './tree-search';

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

  // Searches read the whole network: per member, like the other calls that cost the server.
  const searchLimit = perUserLimit(ctx.db, {
    name: 'referral-tree-search',
    max: TREE_SEARCH_PER_MINUTE,
    windowMs: 60_000,
  });
  registerEndpoint(app, endpoints.referralTreeSearch, async ({ query, requireAuth }) => {
    const { userId } = requireAuth();
    await searchLimit(userId);
    return searchReferralTree(ctx, userId, query);
  });
}
