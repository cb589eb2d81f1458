import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli';
import { seedDemo } from '../../src/features/demo/seed-demo';
import { BackupFileError } from '../../src/features/backups/backup-reader';
import { RestoreRefusedError, restoreBackup } from '../../src/features/backups/restore-backup';
import { writeBackup } from '../../src/features/backups/write-backup';
import { connectDatabase } from '../../src/infra/db/client';
import { findMigrationsFolder } from '../../src/infra/db/migrate';
import { decide, requestWithdrawal, seedNetwork, type SeededNetwork } from '../admin/seed';
import { expectLedgerIntact } from '../faults/support/ledger-intact';
import { createAppOn, createTestApp, type TestApp } from '../support/create-test-app';
import { migrateThrough } from '../support/migrate-before';
import { createTestDatabase } from '../support/test-database';
import { TEST_PASSWORD } from '../support/users';
import { signIn } from '../support/second-factor';

let t: TestApp;
let seed: SeededNetwork;
let work: string;
/** The backup made after seeding, and the source as it then was. */
let file: string;
let atBackup: Record<string, { rows: number; md5: string | null }>;
let shapeAtBackup: Record<string, string[]>;
const dropLater: (() => Promise<unknown>)[] = [];

/** Values COPY's text format must escape: tab, line breaks, backslashes, `\.` and `\N` as text, non-ASCII. */
const AWKWARD_REASON = 'Wrong\taddress\nline two\r\n\\.\n\\N is not null, C:\\path, "quoted", 😀 ünïcödé';

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(path.join(tmpdir(), 'backup-restore-'));
  // Network, DIRECT rewards, a DOWNLINE cycle (its inputs and rates: ADR 0032), the ledger,
  // withdrawals approved / rejected / pending, and the audit entries of those decisions.
  seed = await seedNetwork(t);
  const awkward = await requestWithdrawal(t, seed.dave, '0.5');
  await decide(t, seed.admin, awkward.id, 'REJECTED', AWKWARD_REASON);
  // The demo network on top: deposits, subscription periods, two more cycles, compliance checks.
  await seedDemo(t.db, { now: t.clock.now() });
  // An admin setting change (audited), an account locked (audited, closure rows follow).
  await t.put('/api/admin/settings', { token: seed.admin.token, body: { sessionTimeout: 60 } });
  await t.put(`/api/users/admin/${seed.eve.id}/status`, {
    token: seed.admin.token,
    body: { status: 'LOCKED' },
  });

  atBackup = await tableDigests(t.databaseUrl);
  shapeAtBackup = await schemaShape(t.databaseUrl);
  file = (
    await writeBackup({
      databaseUrl: t.databaseUrl,
      file: path.join(work, 'full.copy.gz'),
      now: t.clock.now(),
    })
  ).file;
}, 120_000);

afterAll(async () => {
  await t.close();
  for (const drop of dropLater) await drop();
  await rm(work, { recursive: true, force: true });
});

async function emptyDatabase() {
  const database = await createTestDatabase({ empty: true });
  dropLater.push(database.drop);
  return database;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Every permanent table of the schema with its row count and a digest of all its rows. */
const tableDigests = (url: string) =>
  withClient(url, async (client) => {
    const tables = await client.query<{ name: string }>(`
      SELECT relname AS name FROM pg_class
       WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relpersistence = 'p'
       ORDER BY relname`);
    const digests: Record<string, { rows: number; md5: string | null }> = {};
    for (const { name } of tables.rows) {
      const res = await client.query<{ rows: number; md5: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS md5 FROM ONLY "${name}" t`,
      );
      digests[name] = res.rows[0]!;
    }
    return digests;
  });

/** What the schema is made of: tables, columns, indexes, constraints, triggers, sequences' positions. */
const schemaShape = (url: string) =>
  withClient(url, async (client) => {
    const q = async (text: string) =>
      (await client.query(text)).rows.map((r) => Object.values(r).join(' | '));
    return {
      columns: await q(`SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
                          FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`),
      indexes: await q(
        `SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`,
      ),
      constraints:
        await q(`SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint
                             WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
      triggers: await q(`SELECT tgrelid::regclass::text, tgname, pg_get_triggerdef(oid) FROM pg_trigger
                          WHERE NOT tgisinternal ORDER BY 1, 2`),
      inherits: await q(
        `SELECT inhrelid::regclass::text, inhparent::regclass::text FROM pg_inherits ORDER BY 1`,
      ),
      sequences: await q(
        `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
      ),
      migrations: await q(`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`),
    };
  });

/** Each member's ledger: sum per kind. */
const ledgerSums = (url: string) =>
  withClient(url, async (client) => {
    const res = await client.query(`
      SELECT user_id, kind, count(*)::int AS n, sum(amount)::text AS total
        FROM ledger_entries GROUP BY user_id, kind ORDER BY user_id, kind`);
    return res.rows;
  });

async function cli(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, env, { log: (m) => out.push(m), error: (m) => err.push(m) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('backup and restore', () => {
  it("the database backed up holds the network, rewards (the cycles' facts too), ledger, withdrawals and audit", async () => {
    const digests = await tableDigests(t.databaseUrl);
    const tables = ['users', 'referral_paths', 'rewards', 'ledger_entries', 'withdrawals', 'audit_log'];
    // What every DOWNLINE reward is derived from (ADR 0031): the cycles write no reward rows.
    tables.push('cycle_inputs', 'reward_cycle_rates', 'reward_node_sums');
    // A table partitioned per cycle (ADR 0034) holds its rows in its cycles' partitions.
    const rowsOf = (table: string) =>
      Object.entries(digests)
        .filter(([name]) => name === table || new RegExp(`^${table}_[0-9]+$`).test(name))
        .reduce((n, [, digest]) => n + digest.rows, 0);
    for (const table of tables) expect(rowsOf(table), table).toBeGreaterThan(0);
    expect(Object.keys(digests).filter((name) => /^rewards_cycle_\d+$/.test(name))).toEqual([]);
  });

  it('writes one compressed file, readable by its owner only, that reads like pg_dump data', async () => {
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = gunzipSync(await readFile(file)).toString('utf8');
    expect(text.startsWith('-- rewards-platform database backup.')).toBe(true);
    expect(text).toContain('\nCOPY "ledger_entries" (');
    // The unlogged rate-limit counters are not kept.
    expect(text).not.toContain('COPY "rate_limit_counters"');
  });

  it('a backup that fails half way leaves no file behind, not even a partial one', async () => {
    const folder = path.join(work, 'failing');
    let tables = 0;
    await expect(
      writeBackup({
        databaseUrl: t.databaseUrl,
        file: path.join(folder, 'x.copy.gz'),
        now: t.clock.now(),
        beforeTable: async () => {
          if (++tables === 5) throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await readdir(folder)).toEqual([]);
  });

  it('npm run cli -- backup, then npm run cli -- restore --file F into a new empty database', async () => {
    const cliFile = path.join(work, 'manual', 'cli.copy.gz');
    const backup = await cli({ DATABASE_URL: t.databaseUrl, DATA_DIR: work }, 'backup', '--file', cliFile);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`Backup written: ${cliFile}`);
    expect(backup.out).toMatch(/\d+(\.\d)? (bytes|KB|MB), \d+ tables, \d+ rows, schema of \d+ migrations/);
    expect(backup.out).toContain(`Restore with: npm run cli -- restore --file ${cliFile}`);

    const target = await emptyDatabase();
    const res = await cli({ DATABASE_URL: target.url }, 'restore', '--file', cliFile);
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Restored the backup of .+: \d+ tables, \d+ rows\./);
    expect(await tableDigests(target.url)).toEqual(atBackup);
  });

  it('restores into a new empty database: every table, every row, the ledger sums, the sequences and the schema are the same', async () => {
    const target = await emptyDatabase();
    const summary = await restoreBackup({ databaseUrl: target.url, file });
    expect(summary).toMatchObject({ tables: Object.keys(atBackup).length, migratedSince: 0, replaced: [] });
    expect(summary.rows).toBe(Object.values(atBackup).reduce((n, d) => n + d.rows, 0));

    expect(await tableDigests(target.url)).toEqual(atBackup);
    expect(await ledgerSums(target.url)).toEqual(await ledgerSums(t.databaseUrl));
    expect((await ledgerSums(target.url)).length).toBeGreaterThan(10);
    expect(await schemaShape(target.url)).toEqual(shapeAtBackup);

    const restored = connectDatabase(target.url, { maxConnections: 2 });
    try {
      const rejected = await restored.db.execute<{ reason: string }>(
        sql`SELECT reason FROM withdrawals WHERE reason LIKE 'Wrong%line two%'`,
      );
      expect(rejected.rows.map((r) => r.reason)).toEqual([AWKWARD_REASON]);
      await expectLedgerIntact(restored.db);
    } finally {
      await restored.close();
    }
    // Append-only stays append-only.
    await withClient(target.url, async (c) => {
      await expect(c.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/audit_log is append-only/);
      await expect(c.query(`DELETE FROM ledger_entries`)).rejects.toThrow(/ledger_entries is append-only/);
    });
  });

  it('the restored database runs the app: members sign in, balances match, new rows continue the identities', async () => {
    const target = await emptyDatabase();
    await restoreBackup({ databaseUrl: target.url, file });
    const restored = await createAppOn({ url: target.url, connection: connectDatabase(target.url) });
    try {
      const login = await restored.post('/api/users/login', {
        body: { email: seed.alice.email, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(200);
      const balanceOf = async (app: TestApp, token: string) =>
        (await app.get('/api/users/withdrawal-balance', { token })).body.data;
      expect(await balanceOf(restored, login.body.data.token)).toEqual(await balanceOf(t, seed.alice.token));

      // The admin's second factor came back with the rest (the same signing secret opens it).
      const adminLogin = {
        body: {
          data: await signIn(restored, {
            id: seed.admin.id,
            email: seed.admin.email,
            password: TEST_PASSWORD,
          }),
        },
      };
      const maxAuditId = async (db: TestApp['db']) =>
        Number((await db.execute<{ m: string }>(sql`SELECT max(id)::text AS m FROM audit_log`)).rows[0]!.m);
      const lastId = await maxAuditId(restored.db);
      const change = await restored.put('/api/admin/settings', {
        token: adminLogin.body.data.token,
        body: { sessionTimeout: 120 },
      });
      expect(change.status).toBe(200);
      expect(await maxAuditId(restored.db)).toBeGreaterThan(lastId);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database that is not empty, naming what it holds; --force replaces it', async () => {
    const target = await createTestDatabase();
    dropLater.push(target.drop);
    await withClient(target.url, (c) =>
      c.query(`INSERT INTO backup_runs (started_at, outcome) VALUES (now(), 'ok')`),
    );
    const refused = await cli({ DATABASE_URL: target.url }, 'restore', '--file', file);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^Nothing was restored: The database is not empty \(backup_runs, settings hold rows\)/,
    );
    expect(refused.err).toContain('--force');
    expect((await tableDigests(target.url)).backup_runs?.rows).toBe(1);

    const forced = await cli({ DATABASE_URL: target.url }, 'restore', '--file', file, '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toContain('replaced what the database held (2 tables with rows)');
    expect(await tableDigests(target.url)).toEqual(atBackup);
  });

  it('refuses while anyone else is connected (a running server)', async () => {
    const target = await emptyDatabase();
    const other = connectDatabase(target.url, { maxConnections: 1 });
    try {
      await other.db.execute(sql`SELECT 1`);
      await expect(restoreBackup({ databaseUrl: target.url, file })).rejects.toThrow(
        new RestoreRefusedError(
          '1 other connection is open on this database: stop the server (every instance) before restoring.',
        ),
      );
    } finally {
      await other.close();
    }
  });

  describe('all or nothing: a file that is cut, damaged or not a backup changes nothing, even with --force', () => {
    let target: { url: string };
    let before: Awaited<ReturnType<typeof tableDigests>>;
    let whole: Buffer;
    let text: string;
    beforeAll(async () => {
      const database = await createTestDatabase();
      dropLater.push(database.drop);
      target = database;
      await withClient(target.url, (c) =>
        c.query(`INSERT INTO backup_runs (started_at, outcome) VALUES (now(), 'ok')`),
      );
      before = await tableDigests(target.url);
      whole = await readFile(file);
      text = gunzipSync(whole).toString('utf8');
    });
    const restoreFrom = async (name: string, content: Buffer) => {
      const damaged = path.join(work, name);
      await writeFile(damaged, content);
      return restoreBackup({ databaseUrl: target.url, file: damaged, force: true });
    };
    afterAll(async () => {
      expect(await tableDigests(target.url)).toEqual(before);
    });

    it('a file cut short (the gzip stream ends early)', async () => {
      await expect(
        restoreFrom('cut.copy.gz', whole.subarray(0, Math.floor(whole.length * 0.8))),
      ).rejects.toThrow(/^The backup file cannot be read: unexpected end of file/);
    });

    it('a whole gzip whose text lost its last table and trailer', async () => {
      await expect(
        restoreFrom('truncated.copy.gz', gzipSync(text.slice(0, text.lastIndexOf('\nCOPY ') + 1))),
      ).rejects.toThrow(/^The backup file should continue with the rows of /);
      await expect(
        restoreFrom('no-trailer.copy.gz', gzipSync(text.slice(0, text.lastIndexOf('\n-- trailer ') + 1))),
      ).rejects.toThrow('The backup file is incomplete: its closing line is missing');
    });

    it('a row that does not fit its table (PostgreSQL refuses the COPY)', async () => {
      const bad = text.replace(/\nCOPY "withdrawals" \((.*)\) FROM stdin;\n/, (m) => `${m}not\ta row\n`);
      expect(bad).not.toBe(text);
      await expect(restoreFrom('bad-row.copy.gz', gzipSync(bad))).rejects.toThrow(
        new BackupFileError(
          `The backup's rows of withdrawals do not fit its table: invalid input syntax for type uuid: "not"`,
        ),
      );
    });

    it('a row count that disagrees with the trailer', async () => {
      const wrong = text.replace(/"withdrawals":(\d+)/, (_m, n: string) => `"withdrawals":${Number(n) + 1}`);
      await expect(restoreFrom('wrong-count.copy.gz', gzipSync(wrong))).rejects.toThrow(
        /^withdrawals: the backup lists \d+ rows, \d+ were read$/,
      );
    });

    it('not a backup at all', async () => {
      await expect(restoreFrom('not-a-backup.gz', gzipSync('hello\n'))).rejects.toThrow(
        new BackupFileError('This file is not a backup of this product'),
      );
      await expect(restoreFrom('not-gzip.copy.gz', Buffer.from('plain text\n'))).rejects.toThrow(
        'This file is not a backup of this product',
      );
    });
  });

  it('refuses a backup of a schema this version does not know (a newer product)', async () => {
    const target = await emptyDatabase();
    const text = gunzipSync(await readFile(file)).toString('utf8');
    const newer = path.join(work, 'newer.copy.gz');
    await writeFile(
      newer,
      gzipSync(
        text.replace(/"migrations":\[/, '"migrations":[{"hash":"future","createdAt":99999999999999},'),
      ),
    );
    await expect(restoreBackup({ databaseUrl: target.url, file: newer })).rejects.toThrow(
      /The backup was made by another version of the product/,
    );
  });

  it('a backup of an older schema is restored under it, then brought up to this version by the newer migrations', async () => {
    const target = await emptyDatabase();
    // This code with one more migration than the backup knows, which works on the restored rows.
    const folder = path.join(work, 'newer-migrations');
    await cp(findMigrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_test_upgrade' });
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(
      path.join(folder, '9999_test_upgrade.sql'),
      `ALTER TABLE "users" ADD COLUMN "name_length" integer;--> statement-breakpoint
       UPDATE "users" SET "name_length" = length("first_name");`,
    );
    const summary = await restoreBackup({ databaseUrl: target.url, file, migrationsFolder: folder });
    expect(summary.migratedSince).toBe(1);
    const lengths = await withClient(target.url, (c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE name_length = length(first_name)`),
    );
    expect(lengths.rows[0]!.n).toBe((await tableDigests(t.databaseUrl)).users!.rows);
  });

  it('a backup from before cycles stopped writing rows: its cycle tables are loaded, then dropped by the newer migration', async () => {
    // A database as it was before migration 0039, with two cycle tables and a DIRECT row.
    const source = await emptyDatabase();
    expect(await migrateThrough(source.url, '_reward_running_totals')).toBeGreaterThan(0);
    const [a, b] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
    const cols = 'user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status';
    await withClient(source.url, (c) =>
      c.query(`
        CREATE TABLE rewards_cycle_1 (CONSTRAINT rewards_cycle_1_own_rows CHECK (type = 'DOWNLINE' AND cycle = 1)) INHERITS (rewards);
        CREATE TABLE rewards_cycle_2 (CONSTRAINT rewards_cycle_2_own_rows CHECK (type = 'DOWNLINE' AND cycle = 2)) INHERITS (rewards);
        INSERT INTO rewards_cycle_1 (${cols}) VALUES ('${a}', '${b}', 'DOWNLINE', 1, 3, 100, 3, 1, 'CREDITED');
        INSERT INTO rewards_cycle_2 (${cols}) VALUES ('${a}', '${b}', 'DOWNLINE', 1, 3, 50, 1.5, 2, 'LOCKED');
        INSERT INTO rewards (${cols}) VALUES ('${a}', '${b}', 'DIRECT', 1, 20, 10, 2, 1, 'LOCKED');`),
    );
    const old = await writeBackup({
      databaseUrl: source.url,
      file: path.join(work, 'before-0039.copy.gz'),
      now: t.clock.now(),
    });
    expect(gunzipSync(await readFile(old.file)).toString('utf8')).toContain('COPY "rewards_cycle_2"');

    const target = await emptyDatabase();
    const summary = await restoreBackup({ databaseUrl: target.url, file: old.file });
    // 0039 and 0040 (the inputs and node sums partitioned per cycle).
    expect(summary.migratedSince).toBe(2);
    const after = await withClient(target.url, async (c) => ({
      children: (await c.query(`SELECT inhrelid FROM pg_inherits WHERE inhparent = 'rewards'::regclass`))
        .rowCount,
      own: (await c.query(`SELECT type, cycle, reward_amount::text AS amount FROM ONLY rewards`)).rows,
    }));
    expect(after).toEqual({
      children: 0,
      own: [{ type: 'DIRECT', cycle: 1, amount: '2.000000000000000000' }],
    });
  });

  it('reads one snapshot: rows committed while the backup runs are not in it, so tables agree with each other', async () => {
    const snapshotFile = path.join(work, 'snapshot.copy.gz');
    const countIn = async (url: string) =>
      withClient(url, async (c) => {
        const w = await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals`);
        const h = await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'WITHDRAWAL_HOLD'`,
        );
        return { withdrawals: w.rows[0]!.n, holds: h.rows[0]!.n };
      });
    const atStart = await countIn(t.databaseUrl);
    let written = false;
    await writeBackup({
      databaseUrl: t.databaseUrl,
      file: snapshotFile,
      now: t.clock.now(),
      // Between two tables' reads, a withdrawal and its ledger hold are committed.
      beforeTable: async (name) => {
        if (name !== 'ledger_entries' || written) return;
        written = true;
        await requestWithdrawal(t, seed.carol, '0.25');
      },
    });
    expect(written).toBe(true);
    const target = await emptyDatabase();
    await restoreBackup({ databaseUrl: target.url, file: snapshotFile });
    expect(await countIn(target.url)).toEqual(atStart);
    expect((await countIn(t.databaseUrl)).withdrawals).toBe(atStart.withdrawals + 1);
  });
});
