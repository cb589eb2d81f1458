import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/infra/db/migrate';
import { databaseBeforeMigration } from '../support/migrate-before';

// Migration 0006 adds the member facts to closure rows that already exist (a database with
// members) and installs the trigger that keeps them equal to the accounts.
const MIGRATION = '0006_network_member_facts';
const migrated = databaseBeforeMigration(MIGRATION);

/** An account as migration 0005 knew it, joined on March `n`, 2025, with one more column set. */
const user = (n: number, column: 'status' | 'subscription_expires_at' | 'deleted_at', value: string) =>
  migrated.client.query(
    `INSERT INTO users (id, user_id, first_name, last_name, email, referral_code, created_at, ${column})
     VALUES ($1, $2, 'A', 'B', $2 || '@example.com', $2, $3, $4)`,
    [idOf(n), `U${n}`, `2025-03-0${n}T00:00:00Z`, value],
  );
const idOf = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('migration 0006 on a database with members', () => {
  it('fills the facts of existing closure rows from the accounts, then keeps them in step', async () => {
    const [root, paid, locked, deleted] = [1, 2, 3, 4].map(idOf);
    await user(1, 'status', 'ACTIVE');
    await user(2, 'subscription_expires_at', '2099-01-01T00:00:00Z');
    await user(3, 'status', 'LOCKED');
    await user(4, 'deleted_at', '2025-04-01T00:00:00Z');
    await migrated.client.query(`UPDATE users SET bingx_uid = '12345678' WHERE id = $1`, [paid]);
    for (const [descendant, depth] of [
      [paid, 1],
      [locked, 1],
      [deleted, 2],
    ] as const) {
      await migrated.client.query(
        'INSERT INTO referral_paths (ancestor_id, descendant_id, depth) VALUES ($1, $2, $3)',
        [root, descendant, depth],
      );
    }

    await runMigrations(migrated.url);

    const facts = async () =>
      (
        await migrated.client.query(`
          SELECT descendant_id AS id, descendant_joined_at AS joined, descendant_status AS status,
                 descendant_linked AS linked, descendant_paid_until AS paid_until
            FROM referral_paths ORDER BY descendant_id`)
      ).rows;
    expect(await facts()).toEqual([
      {
        id: paid,
        joined: new Date('2025-03-02T00:00:00Z'),
        status: 'ACTIVE',
        linked: true,
        paid_until: new Date('2099-01-01T00:00:00Z'),
      },
      {
        id: locked,
        joined: new Date('2025-03-03T00:00:00Z'),
        status: 'LOCKED',
        linked: false,
        paid_until: null,
      },
      {
        id: deleted,
        joined: new Date('2025-03-04T00:00:00Z'),
        status: 'DISABLED',
        linked: false,
        paid_until: null,
      },
    ]);

    await migrated.client.query(`UPDATE users SET status = 'ACTIVE', bingx_uid = '87654321' WHERE id = $1`, [
      locked,
    ]);
    await migrated.client.query(`UPDATE users SET deleted_at = now(), bingx_uid = bingx_uid WHERE id = $1`, [
      paid,
    ]);
    const after = await facts();
    expect(after[0]).toMatchObject({ id: paid, status: 'DISABLED', linked: false, paid_until: null });
    expect(after[1]).toMatchObject({ id: locked, status: 'ACTIVE', linked: true });
  });
});
