// The admin area's set-up: the job that folds the summaries' deltas (ADR 0018), then its routes.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';
import { COMPACT_INTERVAL_MS, compactAdminSummary } from './summaries/compact-admin-summary';

export async function adminPlugin(app: FastifyInstance) {
  const { ctx } = app;
  app.jobs.add({
    name: 'admin-summary-compaction',
    intervalMs: COMPACT_INTERVAL_MS,
    // Any instance may run it: two folds at once delete each delta row once (DELETE … RETURNING)
    // and insert only the sums of what they deleted. No single-instance lock: each of those holds
    // a pool connection for the whole tick, and the jobs' locks together starved the pool.
    log: app.log.child({ job: 'admin-summary-compaction' }),
    run: async () => {
      await compactAdminSummary(ctx.db);
    },
  });
  await app.register(adminRoutes);
}
