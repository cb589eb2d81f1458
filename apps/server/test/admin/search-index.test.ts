import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersSelect } from '../../src/features/admin/users/list-admin-users';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the users search index', () => {
  it('has pg_trgm installed by the migrations', async () => {
    const result = await t.db.execute<{ extname: string }>(
      sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(result.rows).toHaveLength(1);
  });

  it('answers the list search (ILIKE %term% over every searched field) from the trigram index', async () => {
    const query = adminUsersSelect(t.db, { search: 'anders', sort: '-createdAt' }, new Date())
      .limit(10)
      .toSQL();
    const plan = await t.pool.connect().then(async (client) => {
      try {
        await client.query('BEGIN');
        // A test database holds a handful of rows: make a scan expensive so the plan shows the index.
        await client.query('SET LOCAL enable_seqscan = off');
        // On so few rows the partial indexes on live accounts (issue 16: the newest-first pager's,
        // the admin summaries' subscription end) cost less than any search index however rare the
        // term; they go for this plan only (rolled back).
        await client.query('DROP INDEX users_live_created_idx');
        await client.query('DROP INDEX users_live_expires_idx');
        const result = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });
    expect(plan).toContain('users_admin_search_trgm_idx');
  });
});
