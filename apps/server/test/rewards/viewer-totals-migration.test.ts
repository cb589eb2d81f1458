import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/infra/db/migrate';
import { databaseBeforeMigration } from '../support/migrate-before';

// The viewer-totals migration (ADR 0022) fills reward_viewer_totals from the rewards already in
// place (through reward_earnings, ADR 0019), then its trigger keeps it. By name, not number:
// migrations of other branches are numbered before it at merges.
const MIGRATION = '_reward_viewer_totals';
const migrated = databaseBeforeMigration(MIGRATION);

const id = (x: string) => `00000000-0000-4000-8000-00000000000${x}`;
const [a, b, c, d] = [id('a'), id('b'), id('c'), id('d')];
const reward = (user: string, source: string | null, amount: string, status: string, cycle: number) =>
  migrated.client.query(
    `INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
     VALUES ($1, $2, $3, 1, 10, 100, $4, $5, $6)`,
    [user, source, source ? 'DOWNLINE' : 'DIRECT', amount, cycle, status],
  );
const totals = async () =>
  (
    await migrated.client.query<{ user_id: string; earned: string; locked: string }>(
      `SELECT user_id, trim_scale(earned)::text AS earned, trim_scale(locked)::text AS locked
         FROM reward_viewer_totals ORDER BY user_id`,
    )
  ).rows;

describe('the viewer-totals migration on a database with rewards', () => {
  it('fills each viewer total from the rewards in place, forfeited ones and source-less ones left out', async () => {
    await reward(a, b, '1.5', 'CREDITED', 1);
    await reward(a, c, '0.25', 'LOCKED', 1);
    await reward(a, b, '2', 'CREDITED', 2);
    await reward(a, c, '9', 'FORFEITED', 2);
    await reward(a, null, '50', 'CREDITED', 3); // an admin's bonus: from no member
    await reward(b, c, '4', 'FORFEITED', 1); // all forfeited: no total
    await reward(d, c, '0.00000001', 'CREDITED', 1);

    await runMigrations(migrated.url);

    expect(await totals()).toEqual([
      { user_id: a, earned: '3.75', locked: '0.25' },
      { user_id: d, earned: '0.00000001', locked: '0' },
    ]);
    // From then on its trigger folds every write of rewards.
    await reward(b, d, '1', 'LOCKED', 3);
    await migrated.client.query(
      `UPDATE rewards SET status = 'CREDITED' WHERE user_id = $1 AND status = 'LOCKED'`,
      [a],
    );
    expect(await totals()).toEqual([
      { user_id: a, earned: '3.75', locked: '0' },
      { user_id: b, earned: '1', locked: '1' },
      { user_id: d, earned: '0.00000001', locked: '0' },
    ]);
  });
});
