import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/infra/db/migrate';
import { databaseBeforeMigration } from '../support/migrate-before';

// Cycles write no reward rows any more (ADR 0032): the migration drops the cycle tables, whose rows
// every read derives since ADR 0031, and keeps everything else: the rows of `rewards` itself, the
// summaries, the ledger. By name, not number: migrations of other branches are numbered before it.
const MIGRATION = '_cycle_reward_rows_derived';
const migrated = databaseBeforeMigration(MIGRATION);

describe('the migration that stops keeping cycle tables', () => {
  it('drops every cycle table and keeps the rows of rewards itself and the summaries', async () => {
    const [a, b] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    const cols = 'user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status';
    // Two cycle tables as cycles made them (children of rewards), and a DIRECT row in rewards.
    await migrated.client.query(`
      CREATE TABLE rewards_cycle_1 (CONSTRAINT rewards_cycle_1_own_rows CHECK (type = 'DOWNLINE' AND cycle = 1)) INHERITS (rewards);
      CREATE UNIQUE INDEX rewards_cycle_1_pkey ON rewards_cycle_1 (id);
      CREATE TABLE rewards_cycle_2 (CONSTRAINT rewards_cycle_2_own_rows CHECK (type = 'DOWNLINE' AND cycle = 2)) INHERITS (rewards);
      INSERT INTO rewards_cycle_1 (${cols}) VALUES ('${a}', '${b}', 'DOWNLINE', 1, 3, 100, 3, 1, 'CREDITED');
      INSERT INTO rewards_cycle_2 (${cols}) VALUES ('${a}', '${b}', 'DOWNLINE', 1, 3, 50, 1.5, 2, 'LOCKED');
      INSERT INTO rewards (${cols}) VALUES ('${a}', '${b}', 'DIRECT', 1, 20, 10, 2, 1, 'LOCKED');
      INSERT INTO reward_counts (user_id, type, level, rewards) VALUES ('${a}', 'DOWNLINE', 1, 2)
        ON CONFLICT (user_id, type, level) DO UPDATE SET rewards = 2;`);
    const own = `SELECT type, cycle, status, reward_amount::text FROM ONLY rewards ORDER BY type`;
    const ownBefore = (await migrated.client.query(own)).rows;
    const countsBefore = (await migrated.client.query(`SELECT * FROM reward_counts ORDER BY type, level`))
      .rows;
    expect(ownBefore).toHaveLength(1);

    await runMigrations(migrated.url);

    const children = await migrated.client.query(
      `SELECT inhrelid::regclass::text AS name FROM pg_inherits WHERE inhparent = 'rewards'::regclass`,
    );
    expect(children.rows).toEqual([]);
    const left = await migrated.client.query(
      `SELECT to_regclass('rewards_cycle_1') AS one, to_regclass('rewards_cycle_2') AS two`,
    );
    expect(left.rows[0]).toEqual({ one: null, two: null });
    expect((await migrated.client.query(own)).rows).toEqual(ownBefore);
    expect((await migrated.client.query(`SELECT * FROM reward_counts ORDER BY type, level`)).rows).toEqual(
      countsBefore,
    );
  });
});
