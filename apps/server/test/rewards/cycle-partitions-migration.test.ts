import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../src/infra/db/migrate';
import { databaseBeforeMigration } from '../support/migrate-before';

// Each cycle's inputs and node sums are partitions of their own (ADR 0034): the migration moves
// the rows of the cycles paid before it into one partition per cycle, named as a cycle names its
// own, under the same primary keys and indexes. By name, not number.
const MIGRATION = '_cycle_partitions';
const migrated = databaseBeforeMigration(MIGRATION);

const CYCLE = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
const [a, b, c] = [
  '00000000-0000-4000-8000-00000000000a',
  '00000000-0000-4000-8000-00000000000b',
  '00000000-0000-4000-8000-00000000000c',
];
const inputs = `SELECT tableoid::regclass::text AS partition, cycle_id, user_id, line, uid, amount::text
                  FROM cycle_inputs ORDER BY cycle_id, user_id`;
const sums = `SELECT tableoid::regclass::text AS partition, member_id, depth, cycle, amounts::text
                FROM reward_node_sums ORDER BY cycle, member_id, depth`;

describe('the migration that partitions the inputs and node sums per cycle', () => {
  it("moves each paid cycle's rows into a partition of its own, keeping every row, key and index", async () => {
    const db = migrated.client;
    await db.query(`
      INSERT INTO cycles (id, number, period_label, period_start, period_end, source, status, content_hash, started_at)
      VALUES ('${CYCLE[0]}', 1, 'one', '2026-01-01', '2026-01-01', 'CSV', 'PAID', 'h1', now()),
             ('${CYCLE[1]}', 2, 'two', '2026-01-02', '2026-01-02', 'CSV', 'PAID', 'h2', now());
      INSERT INTO cycle_inputs (cycle_id, user_id, line, uid, amount)
      VALUES ('${CYCLE[0]}', '${a}', 1, 'U1', 100.5), ('${CYCLE[0]}', '${b}', 2, 'U2', 3.25),
             ('${CYCLE[1]}', '${a}', 1, 'U1', 7), ('${CYCLE[1]}', '${c}', 2, 'U3', 0.0000002);
      INSERT INTO reward_node_sums (member_id, depth, cycle, amounts)
      VALUES ('${a}', 1, 1, '{0.1625,0.065}'), ('${a}', 2, 1, '{0,1.5}'), ('${b}', 1, 2, '{0.35}');`);
    const before = (await db.query(inputs)).rows;
    const sumsBefore = (await db.query(sums)).rows;
    expect(before.map((r) => r.partition)).toEqual(Array(4).fill('cycle_inputs'));

    await runMigrations(migrated.url);

    const after = (await db.query(inputs)).rows;
    expect(after.map((r) => r.partition)).toEqual([
      'cycle_inputs_1',
      'cycle_inputs_1',
      'cycle_inputs_2',
      'cycle_inputs_2',
    ]);
    const rowsOnly = (rows: Record<string, unknown>[]) => rows.map(({ partition: _, ...row }) => row);
    expect(rowsOnly(after)).toEqual(rowsOnly(before));
    const sumsAfter = (await db.query(sums)).rows;
    expect(sumsAfter.map((r) => r.partition)).toEqual([
      'reward_node_sums_1',
      'reward_node_sums_1',
      'reward_node_sums_2',
    ]);
    expect(rowsOnly(sumsAfter)).toEqual(rowsOnly(sumsBefore));

    // The parents' keys and indexes, each on every partition.
    const indexes = await db.query<{ name: string; partitions: number }>(`
      SELECT p.relname AS name, (SELECT count(*)::int FROM pg_inherits i WHERE i.inhparent = x.indexrelid) AS partitions
        FROM pg_index x JOIN pg_class p ON p.oid = x.indexrelid
       WHERE x.indrelid IN ('cycle_inputs'::regclass, 'reward_node_sums'::regclass) ORDER BY 1`);
    expect(indexes.rows).toEqual([
      { name: 'cycle_inputs_amount_idx', partitions: 2 },
      { name: 'cycle_inputs_cycle_id_user_id_pk', partitions: 2 },
      { name: 'cycle_inputs_member_idx', partitions: 2 },
      { name: 'reward_node_sums_member_id_depth_cycle_pk', partitions: 2 },
    ]);
    await expect(
      db.query(
        `INSERT INTO cycle_inputs (cycle_id, user_id, line, uid, amount) VALUES ('${CYCLE[1]}', '${a}', 9, 'U1', 1)`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
    // Still only for cycles that exist, each in its own partition; nothing of the old tables is left.
    const keys = await db.query(`
      SELECT conname FROM pg_constraint WHERE conrelid = 'cycle_inputs'::regclass AND contype = 'f'`);
    expect(keys.rows).toEqual([{ conname: 'cycle_inputs_cycle_id_cycles_id_fk' }]);
    await expect(
      db.query(
        `INSERT INTO cycle_inputs (cycle_id, user_id, line, uid, amount) VALUES ('${a}', '${b}', 9, 'U2', 1)`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
    const left = await db.query(
      `SELECT to_regclass('cycle_inputs_before_0040') AS inputs, to_regclass('reward_node_sums_before_0040') AS sums`,
    );
    expect(left.rows[0]).toEqual({ inputs: null, sums: null });
  });
});
