import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/infra/db/migrate';
import { databaseBeforeMigration } from '../support/migrate-before';

// The migration that turns the network counts into folded rows plus deltas (ADR 0024) on a
// database with members: the view answers what the counter table held, and from then on the
// triggers only append deltas, which a fold turns back into one row per key. By name, not number:
// migrations of other branches are numbered before it at merges.
const MIGRATION = '_signup_burst_counts';
const migrated = databaseBeforeMigration(MIGRATION);

const idOf = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const user = (n: number, referrer: number | null) =>
  migrated.client.query(
    `INSERT INTO users (id, user_id, first_name, last_name, email, referral_code, referred_by_id, bingx_uid)
     VALUES ($1, $2, 'A', 'B', $2 || '@example.com', $2, $3, $4)`,
    [idOf(n), `U${n}`, referrer === null ? null : idOf(referrer), n % 2 ? `${10_000_000 + n}` : null],
  );
/** A member placed under `referrer` as placeUnderReferrer places it (its uplines one level further). */
const place = async (n: number, referrer: number) => {
  await user(n, referrer);
  await migrated.client.query(
    `INSERT INTO referral_paths (ancestor_id, descendant_id, depth, descendant_joined_at, descendant_status,
                                 descendant_linked)
     SELECT up.ancestor_id, u.id, up.depth, u.created_at, u.status, u.bingx_uid IS NOT NULL
       FROM users u,
            (SELECT $2::uuid AS ancestor_id, 1 AS depth
             UNION ALL SELECT ancestor_id, depth + 1 FROM referral_paths WHERE descendant_id = $2::uuid) up
      WHERE u.id = $1::uuid`,
    [idOf(n), idOf(referrer)],
  );
};
const counts = async (relation: string) =>
  (
    await migrated.client.query(
      `SELECT ancestor_id, depth, descendant_status, descendant_linked, members::int
         FROM ${relation} WHERE members <> 0 ORDER BY 1, 2, 3, 4`,
    )
  ).rows;
const recount = () =>
  counts(`(SELECT ancestor_id, depth, descendant_status, descendant_linked, count(*) AS members
             FROM referral_paths GROUP BY 1, 2, 3, 4) r`);

describe('the network counts delta migration on a database with members', () => {
  it('keeps every count, then appends deltas that a fold turns back into one row per key', async () => {
    await user(1, null);
    for (let n = 2; n <= 8; n++) await place(n, n <= 4 ? 1 : n - 3);
    const before = await counts('referral_network_counts');
    expect(before).toEqual(await recount());
    expect(before.length).toBeGreaterThan(5);

    await runMigrations(migrated.url);

    expect(await counts('referral_network_counts')).toEqual(before);
    expect(await counts('referral_network_counts_folded')).toEqual(before);

    await place(9, 8);
    await place(10, 8);
    await migrated.client.query(`UPDATE users SET status = 'LOCKED' WHERE id = $1`, [idOf(5)]);
    const deltas = await migrated.client.query(
      'SELECT count(*)::int AS n FROM referral_network_counts_delta',
    );
    expect(deltas.rows[0].n).toBeGreaterThan(0);
    expect(await counts('referral_network_counts')).toEqual(await recount());

    await migrated.client.query('SELECT referral_network_counts_fold()');
    expect(await counts('referral_network_counts_folded')).toEqual(await recount());
    expect(await counts('referral_network_counts')).toEqual(await recount());
    const left = await migrated.client.query('SELECT count(*)::int AS n FROM referral_network_counts_delta');
    expect(left.rows[0].n).toBe(0);
  });
});
