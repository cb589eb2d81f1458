import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration, migrateThrough } from '../support/migrate-before';

// The reward-extremes migration (ADR 0021) fills each (viewer, source)'s largest and smallest
// reward from the rewards in place, cycle tables included, every status (also a pair whose rewards
// are all forfeited), and leaves what was earned as it was. By name, not number (merges renumber).
const MIGRATION = '_reward_extremes';
const migrated = databaseBeforeMigration(MIGRATION);

describe('the reward-extremes migration on a database with rewards', () => {
  it("backfills every pair's largest and smallest reward, any status, cycle tables included", async () => {
    const [a, b, c] = [
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-00000000000b',
      '00000000-0000-4000-8000-00000000000c',
    ];
    const row = (source: string | null, type: string, amount: string, cycle: number, status: string) =>
      `('${a}', ${source ? `'${source}'` : 'NULL'}, '${type}', 1, 3, 100, ${amount}, ${cycle}, '${status}')`;
    const cols = 'user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status';
    await migrated.client.query(`
      CREATE TABLE rewards_cycle_1 (CONSTRAINT rewards_cycle_1_own_rows CHECK (type = 'DOWNLINE' AND cycle = 1)) INHERITS (rewards);
      CREATE TABLE rewards_cycle_2 (CONSTRAINT rewards_cycle_2_own_rows CHECK (type = 'DOWNLINE' AND cycle = 2)) INHERITS (rewards);
      INSERT INTO rewards_cycle_1 (${cols}) VALUES ${row(b, 'DOWNLINE', '3', 1, 'CREDITED')}, ${row(c, 'DOWNLINE', '0.5', 1, 'FORFEITED')};
      INSERT INTO rewards_cycle_2 (${cols}) VALUES ${row(b, 'DOWNLINE', '7.25', 2, 'LOCKED')}, ${row(c, 'DOWNLINE', '9', 2, 'FORFEITED')};
      INSERT INTO rewards (${cols}) VALUES ${row(b, 'DIRECT', '2', 1, 'CREDITED')}, ${row(null, 'DIRECT', '50', 2, 'CREDITED')};`);
    const earnedBefore = (
      await migrated.client.query(`SELECT user_id, source_user_id, earned, locked FROM reward_earnings`)
    ).rows;

    // Through it only: migration 0037 drops reward_earnings (ADR 0029).
    expect(await migrateThrough(migrated.url, MIGRATION)).toBeGreaterThan(0);

    const pairs = await migrated.client.query<{
      source: string;
      greatest: string;
      least: string;
      earned: string;
    }>(`
      SELECT source_user_id AS source, trim_scale(greatest_reward)::text AS greatest,
             trim_scale(least_reward)::text AS least, trim_scale(earned)::text AS earned
        FROM reward_earnings WHERE user_id = '${a}' ORDER BY source_user_id`);
    expect(pairs.rows).toEqual([
      { source: b, greatest: '7.25', least: '2', earned: expect.any(String) },
      { source: c, greatest: '9', least: '0.5', earned: '0' },
    ]);
    // The DIRECT reward folded by 0028's trigger keeps what it earned.
    const earnedAfter = await migrated.client.query(
      `SELECT user_id, source_user_id, earned, locked FROM reward_earnings WHERE earned <> 0 OR locked <> 0`,
    );
    expect(earnedAfter.rows).toEqual(earnedBefore);
  });
});
