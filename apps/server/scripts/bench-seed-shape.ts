// The seeded network's shape, built with set-based SQL only (no per-row round trips). Members
// are numbered in breadth-first order: member k brings children_count(k) members, drawn from a
// heavy-tailed distribution (45% bring nobody, 25% one, 15% two, 8% three, 7% a Pareto tail of
// 4 to 20,000), so the children of a run of members are a run of numbers and each level a range.
import type pg from 'pg';

export const BENCH_SCHEMA = 'bench';

/** Work tables and the pseudo-random draws (deterministic for a given seed). */
export async function createBenchSchema(client: pg.PoolClient, seed: number) {
  await client.query(`DROP SCHEMA IF EXISTS ${BENCH_SCHEMA} CASCADE; CREATE SCHEMA ${BENCH_SCHEMA}`);
  await client.query(`
    CREATE FUNCTION bench.rand(i bigint, salt bigint) RETURNS float8
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT ((hashint8extended(i, salt) >> 11) & 9007199254740991)::float8 / 9007199254740992.0 $$`);
  // Member ids are version-4 UUIDs like gen_random_uuid() ones (random key order in the indexes,
  // valid for the API's uuid checks), derived from the member's number.
  await client.query(`
    CREATE FUNCTION bench.uid(i bigint) RETURNS uuid
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT (substr(h, 1, 12) || '4' || substr(h, 14, 3)
              || substr('89ab', get_byte(decode(substr(h, 17, 2), 'hex'), 0) % 4 + 1, 1) || substr(h, 18, 15))::uuid
        FROM (SELECT md5('bench:' || i) AS h) digest $$`);
  await client.query(`
    CREATE FUNCTION bench.children_count(k bigint) RETURNS int
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN k = 1 THEN 25 ELSE greatest(
        CASE WHEN k <= 1000 THEN 1 ELSE 0 END, -- the first members all bring someone: no early dead end
        CASE WHEN u < 0.45 THEN 0 WHEN u < 0.70 THEN 1 WHEN u < 0.85 THEN 2 WHEN u < 0.93 THEN 3
             ELSE least(20000, floor(4 / power(1 - bench.rand(k, ${seed} + 2), 1 / 1.4)))::int END)
      END
      FROM (SELECT bench.rand(k, ${seed} + 1) AS u) draw $$`);
}

/** bench.members(seq, parent, depth): the shape of the network, depth 0 being the root. */
export async function buildShape(client: pg.PoolClient, members: number): Promise<number> {
  await client.query(`
    CREATE UNLOGGED TABLE bench.links AS
    SELECT 1 AS seq, NULL::int AS parent
    UNION ALL
    SELECT child, seq FROM (
      SELECT seq, c, sum(c) OVER (ORDER BY seq) AS cum
        FROM (SELECT k::int AS seq, bench.children_count(k) AS c FROM generate_series(1, ${members}) k) counts
    ) f, generate_series((cum - c + 2)::int, least(cum + 1, ${members})::int) child
    WHERE c > 0 AND cum - c + 2 <= ${members}`);
  await client.query('CREATE INDEX ON bench.links (parent)');
  const check = await client.query<{ n: number; bad: number }>(
    'SELECT count(*)::int AS n, count(*) FILTER (WHERE parent >= seq)::int AS bad FROM bench.links',
  );
  if (check.rows[0]?.n !== members || check.rows[0]?.bad !== 0) {
    throw new Error(`network shape is broken: ${JSON.stringify(check.rows[0])}`);
  }
  // Breadth-first numbering: the children of level d's range are level d+1's range.
  const levelStarts = [1];
  for (let [lo, hi] = [1, 1]; ;) {
    const next = await client.query<{ lo: number | null; hi: number | null }>(
      'SELECT min(seq) AS lo, max(seq) AS hi FROM bench.links WHERE parent BETWEEN $1 AND $2',
      [lo, hi],
    );
    const row = next.rows[0];
    if (!row?.lo || !row.hi) break;
    [lo, hi] = [row.lo, row.hi];
    levelStarts.push(lo);
  }
  await client.query(
    `CREATE UNLOGGED TABLE bench.members AS
     SELECT seq, parent, (width_bucket(seq, $1::int[]) - 1)::smallint AS depth FROM bench.links`,
    [levelStarts],
  );
  await client.query('ALTER TABLE bench.members ADD PRIMARY KEY (seq); DROP TABLE bench.links');
  await client.query('CREATE INDEX ON bench.members (parent)');
  return levelStarts.length - 1;
}

/** bench.paths(seq, id, anc): each member's uplines, nearest first, at most 15 (the closure rows). */
export async function buildPaths(client: pg.PoolClient, maxDepth: number) {
  await client.query(`
    CREATE UNLOGGED TABLE bench.paths (seq int PRIMARY KEY, id uuid NOT NULL, anc uuid[] NOT NULL);
    INSERT INTO bench.paths VALUES (1, bench.uid(1), '{}')`);
  for (let depth = 1; depth <= maxDepth; depth++) {
    await client.query(
      `INSERT INTO bench.paths
       SELECT m.seq, bench.uid(m.seq), (ARRAY[p.id] || p.anc)[1:15]
         FROM bench.members m JOIN bench.paths p ON p.seq = m.parent
        WHERE m.depth = $1`,
      [depth],
    );
  }
}
