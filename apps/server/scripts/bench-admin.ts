// The admin area's reads timed on the seeded benchmark database (issue 7: "fast at 1M members").
//   npx tsx scripts/bench-admin.ts [--data-dir data/bench] [--runs 20]
// Seed first with `npm run bench:seed -- --members 1000000`. The first run adds money the admin
// screens sum (one DOWNLINE cycle's ledger credit per paying member, 50,000 withdrawals) and
// sign-ins (60 % of the members within 90 days).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { adminCharts } from '../src/features/admin/dashboard/charts';
import { overallStats } from '../src/features/admin/dashboard/overall-stats';
import { listUserReports } from '../src/features/admin/reports/list-user-reports';
import { listAdminUsers } from '../src/features/admin/users/list-admin-users';
import type { Db } from '../src/infra/db/client';
import { openBenchDatabase, quantile } from './bench-database';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, 'data-dir': { type: 'string' } },
});
const runs = Number(values.runs);

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1).padStart(8);
  console.log(
    `${label.padEnd(52)} ${ms(quantile(samples, 0.5))} ${ms(quantile(samples, 0.95))} ${ms(samples.at(-1) ?? 0)}`,
  );
}

/**
 * Money for the sums: a cycle's credit per paying member, withdrawals in every state (approved
 * ones with a confirmed payout, as the payouts' checks want), and sign-ins. Each part is added
 * once, whatever an earlier, interrupted run left.
 */
async function addAdminMoney(db: Db) {
  const started = performance.now();
  const credited = await db.execute(sql`SELECT 1 FROM cycles WHERE period_label = 'bench-admin'`);
  if (credited.rows.length === 0)
    await db.execute(sql`
      WITH cycle AS (
        INSERT INTO cycles (number, period_label, period_start, period_end, source, status, content_hash, started_at, finished_at)
        VALUES ((SELECT coalesce(max(number), 0) + 1 FROM cycles), 'bench-admin', current_date - 30, current_date - 1,
                'CSV', 'PAID', 'bench', now(), now())
        RETURNING id
      )
      INSERT INTO ledger_entries (user_id, kind, amount, reward_type, cycle_id, created_at)
      SELECT u.id, 'REWARD_CREDIT', round((random() * 20)::numeric, 8) + 0.01, 'DOWNLINE', cycle.id,
             now() - (random() * interval '30 days')
        FROM users u CROSS JOIN cycle
       WHERE u.subscription_paid_at IS NOT NULL AND NOT u.is_admin`);
  const withdrawn = await db.execute(sql`SELECT 1 FROM withdrawals LIMIT 1`);
  if (withdrawn.rows.length === 0)
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO withdrawals (user_id, amount, asset, wallet_address, status, reason, requested_at, processed_at,
                                 payout_status, payout_confirmed_at)
        SELECT id, 5, 'USDT', '0x' || md5(id::text) || '00000000', status::withdrawal_status,
               CASE WHEN status = 'APPROVED' THEN NULL ELSE 'bench' END, now() - n * interval '1 minute', now(),
               CASE WHEN status = 'APPROVED' THEN 'CONFIRMED'::payout_status END,
               CASE WHEN status = 'APPROVED' THEN now() END
          FROM (SELECT id, n, (ARRAY['APPROVED', 'REJECTED', 'BLOCKED_COMPLIANCE'])[1 + (n % 3)] AS status
                  FROM (SELECT id, row_number() OVER () AS n FROM users
                         WHERE NOT is_admin AND deleted_at IS NULL LIMIT 50000) m) s`);
      // Three members in five have signed in at some point in the last 90 days.
      await tx.execute(sql`
        UPDATE users SET last_login_at = now() - random() * interval '90 days'
         WHERE deleted_at IS NULL AND random() < 0.6`);
    });
  else if (credited.rows.length > 0) return;
  await db.execute(sql`ANALYZE ledger_entries; ANALYZE withdrawals; ANALYZE users`);
  console.log(`added benchmark money in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const database = await openBenchDatabase({ dataDir: values['data-dir'] });
try {
  const { db } = database.connection;
  await addAdminMoney(db);
  const [counts] = (
    await db.execute<{ users: number; ledger: number; withdrawals: number }>(sql`
      SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM ledger_entries)::int AS ledger,
             (SELECT count(*) FROM withdrawals)::int AS withdrawals`)
  ).rows;
  console.log(
    `Machine: ${os.cpus().length} cores, Node ${process.version}; ${database.description}; ` +
      `${counts?.users.toLocaleString('en')} accounts, ${counts?.ledger.toLocaleString('en')} ledger entries, ` +
      `${counts?.withdrawals.toLocaleString('en')} withdrawals`,
  );
  console.log(`${'call'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  const deps = { db, now: () => new Date() };
  const page = { page: 1, limit: 10, sort: '-createdAt' as const };
  await time('overall stats', () => overallStats(deps));
  await time('charts (30 days)', () => adminCharts(deps, 30));
  await time('users list: first page (with stats)', () => listAdminUsers(deps, page));
  await time('users list: page 50,000', () => listAdminUsers(deps, { ...page, page: 50_000 }));
  const lastPage = Math.ceil((counts?.users ?? 0) / page.limit);
  await time('users list: last page (or the one before)', () =>
    listAdminUsers(deps, { ...page, page: lastPage - 1 }),
  );
  await time('users list: page 50,000, oldest first', () =>
    listAdminUsers(deps, { ...page, page: 50_000, sort: 'createdAt' }),
  );
  await time("users list: search 'garcia' (name)", () => listAdminUsers(deps, { ...page, search: 'garcia' }));
  await time("users list: search 'rossi4' (e-mail)", () =>
    listAdminUsers(deps, { ...page, search: 'rossi4' }),
  );
  await time('users list: filter LOCKED, sort by e-mail', () =>
    listAdminUsers(deps, { ...page, sort: 'email', filters: { status: 'LOCKED' } }),
  );
  await time('users list: sort by -lastLogin', () => listAdminUsers(deps, { ...page, sort: '-lastLogin' }));
  await time('user reports: first page', () => listUserReports(deps, { page: 1, limit: 10 }));
} finally {
  await database.close();
}
