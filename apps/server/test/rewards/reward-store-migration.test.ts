import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration, migrateThrough } from '../support/migrate-before';

// The reward-store migration (issue 16) drops the (user, type, ...) index of `rewards` and of every existing
// cycle table, and adds the progress steps. An operator upgrading keeps every reward: no row moves.
// By name, not number: migrations of other branches are numbered before it at merges.
const MIGRATION = '_reward_store_at_scale';
const migrated = databaseBeforeMigration(MIGRATION);

const indexShapes = async (table: string) =>
  (
    await migrated.client.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = $1::regclass`,
      [table],
    )
  ).rows
    .map((r) => r.definition.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ /, (_, unique = '') => `${unique}`))
    .sort();

describe('migration 0023 on a database with rewards', () => {
  it('keeps every reward, in rewards and in cycle tables, and leaves the same indexes on both', async () => {
    const [a, b] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    // A cycle table as cycles made it before ADR 0032: a child of rewards with every index.
    await migrated.client.query(`
      CREATE TABLE rewards_cycle_1 (CONSTRAINT rewards_cycle_1_own_rows CHECK (type = 'DOWNLINE' AND cycle = 1)) INHERITS (rewards);
      CREATE UNIQUE INDEX rewards_cycle_1_pkey ON rewards_cycle_1 (id);
      CREATE INDEX rewards_cycle_1_user_created_idx ON rewards_cycle_1 (user_id, created_at, id);
      CREATE INDEX rewards_cycle_1_user_level_created_idx ON rewards_cycle_1 (user_id, level, created_at, id);
      CREATE INDEX rewards_cycle_1_user_type_created_idx ON rewards_cycle_1 (user_id, type, created_at, id);
      CREATE UNIQUE INDEX rewards_cycle_1_once_unique ON rewards_cycle_1 (user_id, source_user_id, type, cycle);
      INSERT INTO rewards_cycle_1 (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
      VALUES ('${a}', '${b}', 'DOWNLINE', 1, 3, 100, 3, 1, 'CREDITED');
      INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
      VALUES ('${a}', '${b}', 'DIRECT', 1, 20, 10, 2, 1, 'LOCKED');`);
    const rewardsBefore = (await migrated.client.query(`SELECT * FROM rewards ORDER BY type`)).rows;
    expect(await indexShapes('rewards_cycle_1')).toEqual(await indexShapes('rewards'));

    // Through the migrations before cycles stopped writing rows (the next drops the cycle tables:
    // cycle-reward-rows-migration.test.ts).
    expect(await migrateThrough(migrated.url, '_reward_running_totals')).toBeGreaterThan(0);

    expect((await migrated.client.query(`SELECT * FROM rewards ORDER BY type`)).rows).toEqual(rewardsBefore);
    const all = await indexShapes('rewards');
    // A later migration adds (type, created_at, id) to rewards alone (ADR 0020: parent-only).
    expect(all).toContain('USING btree (type, created_at, id)');
    const shapes = all.filter((s) => s !== 'USING btree (type, created_at, id)');
    expect(shapes).not.toContainEqual(expect.stringContaining('(user_id, type, created_at, id)'));
    expect(shapes).toHaveLength(4);
    expect(await indexShapes('rewards_cycle_1')).toEqual(shapes);
    const progressColumns = await migrated.client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'cycle_progress' AND column_name IN ('step', 'step_rows')`,
    );
    expect(progressColumns.rowCount).toBe(2);
  });
});
