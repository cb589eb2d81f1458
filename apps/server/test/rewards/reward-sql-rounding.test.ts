import { normalizeDecimal } from '@app/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardAmount } from '../../src/features/rewards/maths/reward-amount';
import { rewardAmountSql } from '../../src/features/rewards/rates-sql';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** Master amounts: up to 15 integer digits and 18 decimals, with runs of 9s that tempt rounding up. */
const master = fc
  .tuple(digits(1, 15), fc.oneof(digits(0, 18), fc.constant('999999999999999999'), fc.constant('99999999')))
  .map(([whole, fraction]) => normalizeDecimal(fraction ? `${whole}.${fraction}` : whole))
  .filter((v) => v !== '0');
/** Rates: 0-100 % with up to 4 decimals. */
const percent = fc
  .integer({ min: 0, max: 1_000_000 })
  .map((units) =>
    normalizeDecimal(`${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, '0')}`),
  );

describe('the SQL of the cycles and the maths function', () => {
  it('round every amount the same way (exact, down to 8 decimals)', async () => {
    const pairs = fc.sample(fc.tuple(master, percent), { numRuns: 3000, seed: 42 });
    pairs.push(
      ['99.999999999999999999', '1.5'],
      ['0.00000019', '5'],
      ['123456789012345.999999999999999999', '99.9999'],
    );
    const result = await t.db.execute<{ amount: string }>(sql`
      SELECT trim_scale(${rewardAmountSql(sql`m`, sql`p`)})::text AS amount
        FROM unnest(${sql.param(pairs.map(([m]) => m))}::numeric[], ${sql.param(pairs.map(([, p]) => p))}::numeric[]) WITH ORDINALITY AS x(m, p, i)
       ORDER BY i`);
    const fromSql = result.rows.map((r) => normalizeDecimal(r.amount));
    expect(fromSql).toEqual(pairs.map(([m, p]) => rewardAmount(m, p)));
  });
});
