// Reads of issue 16's targets after the benchmark's cycles: a member's rewards and balances, and
// the admin area's lists, statistics and charts, through their service functions (bench.ts).
import { sql } from 'drizzle-orm';
import { adminCharts } from '../src/features/admin/dashboard/charts';
import { overallStats } from '../src/features/admin/dashboard/overall-stats';
import { listUserReports } from '../src/features/admin/reports/list-user-reports';
import { listAdminRewards } from '../src/features/admin/rewards/list-admin-rewards';
import { listAdminUsers } from '../src/features/admin/users/list-admin-users';
import { listUserRewards } from '../src/features/rewards/queries/list-user-rewards';
import { userRewardStats } from '../src/features/rewards/queries/reward-stats';
import type { Db } from '../src/infra/db/client';
import { time, type Timing } from './bench-network';

/** `GET /rewards/user` page 1 for each sort and the type and level filters, and `GET /rewards/stats`. */
export async function benchRewardReads(db: Db, viewerId: string, runs = 50): Promise<Timing[]> {
  const timings: Timing[] = [];
  const page = { page: 1, limit: 10 };
  const first = await listUserRewards(db, viewerId, { ...page, sort: 'newest' });
  const note = `${first.pagination.totalRecords} rewards`;
  for (const sort of ['newest', 'oldest', 'highest', 'lowest'] as const)
    timings.push(
      await time(
        `rewards page 1, ${sort}`,
        runs,
        () => listUserRewards(db, viewerId, { ...page, sort }),
        note,
      ),
    );
  // The amount orders sorting every row (no derived sources, ADR 0029), and a deeper page.
  for (const sort of ['highest', 'lowest'] as const) {
    timings.push(
      await time(`rewards page 1, ${sort}, plain sort`, runs, () =>
        listUserRewards(db, viewerId, { ...page, sort }, { plainSort: true }),
      ),
    );
    timings.push(
      await time(`rewards page 100, ${sort}`, runs, () =>
        listUserRewards(db, viewerId, { ...page, page: 100, sort }),
      ),
    );
    timings.push(
      await time(`rewards page 1, ${sort}, type DOWNLINE`, runs, () =>
        listUserRewards(db, viewerId, { ...page, sort, type: 'DOWNLINE' }),
      ),
    );
  }
  for (const type of ['DIRECT', 'DOWNLINE'] as const)
    timings.push(
      await time(`rewards page 1, type ${type}`, runs, () =>
        listUserRewards(db, viewerId, { ...page, sort: 'newest', type }),
      ),
    );
  for (const level of [1, 5, 15])
    timings.push(
      await time(`rewards page 1, level ${level}`, runs, () =>
        listUserRewards(db, viewerId, { ...page, sort: 'newest', level }),
      ),
    );
  // A level filter with an amount order walks that level alone (ADR 0031).
  for (const sort of ['highest', 'lowest'] as const)
    timings.push(
      await time(`rewards page 1, level 15, ${sort}`, runs, () =>
        listUserRewards(db, viewerId, { ...page, sort, level: 15 }),
      ),
    );
  timings.push(await time('reward stats (balances)', runs, () => userRewardStats(db, viewerId)));
  return timings;
}

/** The admin reads of the targets (issue 7's bench-admin.ts has more of them). */
export async function benchAdminReads(db: Db, runs = 10): Promise<Timing[]> {
  const deps = { db, now: () => new Date() };
  const page = { page: 1, limit: 10, sort: '-createdAt' as const };
  const members = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  const lastPage = Math.max(1, Math.floor((members.rows[0]?.n ?? 0) / 10) - 1);
  return [
    await time('admin: overall stats', runs, () => overallStats(deps)),
    await time('admin: charts (30 days)', runs, () => adminCharts(deps, 30)),
    await time('admin: users list, first page', runs, () => listAdminUsers(deps, page)),
    await time(`admin: users list, page ${lastPage.toLocaleString('en')}`, runs, () =>
      listAdminUsers(deps, { ...page, page: lastPage }),
    ),
    await time('admin: rewards list with statistics', runs, () =>
      listAdminRewards(db, { page: 1, limit: 20, sort: '-createdAt' }),
    ),
    await time('admin: user reports, first page', runs, () => listUserReports(deps, { page: 1, limit: 10 })),
  ];
}
