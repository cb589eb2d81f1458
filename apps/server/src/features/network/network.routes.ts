// Network routes: the signed-in member's referral history, referral tree, its growth and tree search;
// and the job that folds the history's counts.
import { endpoints, TREE_SEARCH_PER_MINUTE } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../http/auth';
import { perUserLimit } from '../../http/per-user-limit';
import { registerEndpoint } from '../../http/register-endpoint';
import { FOLD_NETWORK_COUNTS_INTERVAL_MS, foldNetworkCounts } from './fold-network-counts';
import { getNetworkGrowth } from './network-growth';
import { getReferralHistory } from './referral-history';
import { getReferralTree } from './referral-tree';
import { getTreeChildren } from './tree-children';
import { searchReferralTree } from './tree-search';

export async function networkRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // The history's counts are written as delta rows (ADR 0024); this folds them. Any instance may
  // run it: two folds at once delete each delta once and add only what they deleted.
  app.jobs.add({
    name: 'network-counts-fold',
    intervalMs: FOLD_NETWORK_COUNTS_INTERVAL_MS,
    log: app.log.child({ job: 'network-counts-fold' }),
    run: async () => {
      await foldNetworkCounts(ctx.db);
    },
  });

  // Reads only: on a read replica when one is in step (ADR 0017).
  const reads = (auth: Auth) => ({ db: ctx.forRead(auth), now: ctx.now });

  registerEndpoint(app, endpoints.referralHistory, ({ query, requireAuth }) =>
    getReferralHistory(reads(requireAuth()), requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.referralTree, ({ query, requireAuth }) =>
    getReferralTree(reads(requireAuth()), requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.referralTreeGrowth, ({ query, requireAuth }) =>
    getNetworkGrowth(reads(requireAuth()), requireAuth().userId, query),
  );

  registerEndpoint(app, endpoints.referralTreeChildren, ({ params, query, requireAuth }) =>
    getTreeChildren(reads(requireAuth()), requireAuth().userId, params, query),
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
    return searchReferralTree(reads(requireAuth()), userId, query);
  });
}
