// The admin area's set-up: the job that folds the summaries' deltas (ADR 0018), then its routes.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';
import { COMPACT_INTERVAL_MS, compactAdminSummary } from './summaries/compact-admin-summary';

export async function adminPlugin(app: FastifyInstance) {
  const { ctx } = app;
  app.jobs.add({
    name: 'admin-summary-compaction',
    intervalMs: COMPACT_INTERVAL_MS,
    singleInstance: { db: ctx.db },
    log: app.log.child({ job: 'admin-summary-compaction' }),
    run: async () => {
      await compactAdminSummary(ctx.db);
    },
  });
  await app.register(adminRoutes);
}
