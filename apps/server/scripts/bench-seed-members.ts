// Accounts, closure rows and profit amounts for the seeded network, each one INSERT ... SELECT.
import type pg from 'pg';

/** Twenty first names (the tree search's scale test spreads them over its network too). */
export const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kemi',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pedro',
  'Qing',
  'Rosa',
  'Sami',
  'Tara',
];
const LAST_NAMES = [
  'Adams',
  'Brown',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Muller',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
];
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * One account per member: member 1 is the admin at the root (as the first admin is in the
 * product); 96% ACTIVE, 3% LOCKED, 1% DISABLED; 90% with an exchange UID (onboarding asks for
 * one); 88% renew their yearly subscription (a period runs now), 5% paid once and let it lapse,
 * 7% never paid; 0.2% deleted (personal data erased). They joined over two years in network
 * order. All share one password.
 */
export async function insertUsers(client: pg.PoolClient, passwordHash: string, seed: number) {
  await client.query(
    `INSERT INTO users (id, user_id, first_name, last_name, email, password_hash, is_email_verified,
                        is_admin, referral_code, referred_by_id, status, bingx_uid, deposit_index,
                        subscription_paid_at, subscription_expires_at, created_at, updated_at, deleted_at)
     SELECT bench.uid(seq), 'U' || upper(lpad(to_hex(seq), 7, '0')),
            CASE WHEN deleted THEN 'Deleted' ELSE (${sqlArray(FIRST_NAMES)})[1 + floor(bench.rand(seq, $2 + 10) * 20)::int] END,
            CASE WHEN deleted THEN 'User' ELSE (${sqlArray(LAST_NAMES)})[1 + floor(bench.rand(seq, $2 + 11) * 20)::int] END,
            CASE WHEN deleted THEN 'deleted+' || bench.uid(seq) || '@invalid'
                 WHEN seq = 1 THEN 'admin@bench.example' ELSE 'member' || seq || '@bench.example' END,
            CASE WHEN deleted THEN NULL ELSE $1 END,
            true, seq = 1, 'R' || upper(lpad(to_hex(seq), 7, '0')), bench.uid(parent),
            (CASE WHEN deleted THEN 'DISABLED' WHEN seq = 1 OR status_draw >= 0.04 THEN 'ACTIVE'
                  WHEN status_draw < 0.03 THEN 'LOCKED' ELSE 'DISABLED' END)::user_status,
            CASE WHEN seq > 1 AND NOT deleted AND bench.rand(seq, $2 + 4) < 0.9 THEN (10000000000 + seq)::text END,
            seq, paid_at, paid_at + interval '365 days', joined_at, joined_at,
            CASE WHEN deleted THEN now() END
       FROM (SELECT m.seq, m.parent, j.joined_at,
                    m.seq > 1 AND bench.rand(m.seq, $2 + 6) < 0.002 AS deleted,
                    bench.rand(m.seq, $2 + 3) AS status_draw,
                    CASE WHEN m.seq = 1 THEN NULL
                         WHEN bench.rand(m.seq, $2 + 5) < 0.88 -- renewed: the last anniversary of joining
                         THEN j.joined_at + floor(extract(epoch FROM now() - j.joined_at) / (365 * 86400))
                                            * interval '365 days'
                         WHEN bench.rand(m.seq, $2 + 5) < 0.93 -- paid once, soon after joining
                         THEN j.joined_at + bench.rand(m.seq, $2 + 7) * interval '30 days' END AS paid_at
               FROM bench.members m,
                    LATERAL (SELECT now() - interval '730 days'
                                    + (m.seq::float8 / $3) * interval '720 days' AS joined_at) j) s
      ORDER BY seq`,
    [passwordHash, seed, await memberCount(client)],
  );
}

/**
 * What onboarding and the compliance job would have recorded: each paying member's subscription
 * (one period from the first payment to the current end; reward cycles judge members by these)
 * and, for linked members, a compliant exchange check made now (so their rewards are credited).
 */
export async function insertMemberFacts(client: pg.PoolClient) {
  await client.query(`
    INSERT INTO subscription_periods (user_id, period_number, starts_at, ends_at, paid_at, amount_usdt)
    SELECT id, 1, least(created_at, subscription_paid_at), subscription_expires_at, subscription_paid_at, 10
      FROM users WHERE subscription_paid_at IS NOT NULL AND NOT is_admin`);
  await client.query(`
    INSERT INTO member_compliance (user_id, compliant, balance_usdt, last_checked_at)
    SELECT id, true, 250, now() FROM users WHERE bingx_uid IS NOT NULL AND deleted_at IS NULL`);
}

/** Every (upline, member, level) pair up to 15 levels, straight from the path arrays, with the member's facts. */
export async function insertClosure(client: pg.PoolClient) {
  await client.query(`
    INSERT INTO referral_paths (ancestor_id, descendant_id, depth, descendant_joined_at,
                                descendant_status, descendant_linked, descendant_paid_until)
    SELECT p.anc[d], p.id, d, u.created_at,
           CASE WHEN u.deleted_at IS NULL THEN u.status ELSE 'DISABLED' END,
           u.deleted_at IS NULL AND u.bingx_uid IS NOT NULL,
           CASE WHEN u.deleted_at IS NULL THEN u.subscription_expires_at END
      FROM bench.paths p JOIN users u ON u.id = p.id, generate_subscripts(p.anc, 1) d`);
}

/**
 * bench.profit_amounts(period, user_id, bingx_uid, amount_usdt): each linked member's profit-share
 * amount for two periods, log-normal (median about 20 USDT, a long tail), 4 decimals. The cycle
 * benchmark reads it (or exports it as a `uid,amount` CSV).
 */
export async function insertProfitAmounts(client: pg.PoolClient, seed: number) {
  await client.query(`
    CREATE TABLE bench.profit_amounts (
      period int NOT NULL, user_id uuid NOT NULL, bingx_uid text NOT NULL,
      amount_usdt numeric(20, 8) NOT NULL, PRIMARY KEY (period, user_id))`);
  // deposit_index is the member's number in the seed.
  await client.query(
    `INSERT INTO bench.profit_amounts
     SELECT period, u.id, u.bingx_uid,
            round(exp(3 + 1.2 * sqrt(-2 * ln(1 - bench.rand(u.deposit_index * 2 + period, $1 + 20)))
                            * cos(2 * pi() * bench.rand(u.deposit_index * 2 + period, $1 + 21)))::numeric, 4)
       FROM users u, generate_series(1, 2) period
      WHERE u.bingx_uid IS NOT NULL AND u.deleted_at IS NULL`,
    [seed],
  );
}

/**
 * bench_profits(line, uid, amount): period 1 as the rows of an uploaded `uid,amount` CSV, in the
 * shape the cycle benchmark (scripts/bench-cycle.ts) reads.
 */
export async function createCycleInput(client: pg.PoolClient) {
  await client.query(`
    CREATE TABLE public.bench_profits AS
    SELECT (row_number() OVER (ORDER BY p.bingx_uid) + 1)::int AS line, p.bingx_uid AS uid, p.amount_usdt AS amount
      FROM bench.profit_amounts p
     WHERE p.period = 1`);
}

async function memberCount(client: pg.PoolClient): Promise<number> {
  const result = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM bench.members');
  return result.rows[0]?.n ?? 0;
}
