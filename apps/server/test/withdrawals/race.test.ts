import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWithdrawal } from '../../src/features/withdrawals/create-withdrawal';
import { holdWithdrawal } from '../../src/features/withdrawals/hold-withdrawal';
import { deriveOtpKey } from '../../src/features/withdrawals/otp/otp-code';
import { connectDatabase, type DatabaseConnection } from '../../src/infra/db/client';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';
import { addUsableAddress } from '../support/wallet-addresses';
import {
  balancesOf,
  freshAddress,
  fundMember,
  fundedMember,
  prepareHoldTarget,
  verifiedCode,
} from './support';

/**
 * The balance check and the hold are one step under the member's money lock. Through a pool of
 * 20 connections (real concurrency on PostgreSQL, not a queue in the test), 50 holds of 30 % of
 * one balance race; exactly 3 fit. An observer reads the balance all along: it never goes below 0.
 */
const RUNS = 20;
const ATTEMPTS = 50;

let t: TestApp;
let wide: DatabaseConnection;
beforeAll(async () => {
  t = await createTestApp();
  wide = connectDatabase(t.databaseUrl, { maxConnections: 20 });
});
afterAll(async () => {
  await wide.close();
  await t.close();
});

describe('parallel withdrawal requests cannot overdraw', () => {
  it(`${ATTEMPTS} parallel holds of 30 % of one balance: exactly 3 succeed, ${RUNS} times`, async () => {
    const figures: {
      run: number;
      attempts: number;
      successes: number;
      available: string;
      held: string;
      lowest: string;
    }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const member = await fundedMember(t, '100');
      const targets = await Promise.all(
        Array.from({ length: ATTEMPTS }, () => prepareHoldTarget(t, member.id)),
      );

      let racing = true;
      const seen: string[] = [];
      const observer = (async () => {
        while (racing) seen.push((await balancesOf(t, member.id)).available);
      })();
      const results = await Promise.allSettled(
        targets.map((withdrawalId) =>
          wide.db.transaction((tx) =>
            holdWithdrawal(tx, { userId: member.id, withdrawalId, amount: '30', now: t.clock.now() }),
          ),
        ),
      );
      racing = false;
      await observer;

      const refused = results.filter((r) => r.status === 'rejected');
      expect(refused.map((r) => (r as PromiseRejectedResult).reason?.code)).toEqual(
        Array(ATTEMPTS - 3).fill('INSUFFICIENT_BALANCE'),
      );
      const balances = await balancesOf(t, member.id);
      expect(balances).toMatchObject({ available: '10', held: '90', withdrawn: '0', earned: '100' });
      expect(seen.every((available) => Number(available) >= 0)).toBe(true);
      const lowest = seen.reduce((min, v) => (Number(v) < Number(min) ? v : min), '100');
      figures.push({
        run,
        attempts: ATTEMPTS,
        successes: ATTEMPTS - refused.length,
        available: balances.available,
        held: balances.held,
        lowest,
      });
    }
    // The figures the issue asks for, printed with the test run.
    console.info(`withdrawal race: ${JSON.stringify({ runs: RUNS, attemptsPerRun: ATTEMPTS, figures })}`);
    expect(figures.every((f) => f.successes === 3)).toBe(true);
  });

  it('50 members racing for one address through the whole request: exactly one gets it', async () => {
    const address = freshAddress();
    const deps = {
      ...t.deps(),
      db: wide.db,
      otpKey: deriveOtpKey(t.app.ctx.jwtKey),
      appUrl: t.config.appUrl,
    };
    const racers = [];
    for (let i = 0; i < ATTEMPTS; i++) {
      const member = await createMember(t);
      await fundMember(t, member.id, '5');
      await addUsableAddress(t, member.id, address);
      racers.push({ member, otp: await verifiedCode(t, member) });
    }
    const results = await Promise.allSettled(
      racers.map(({ member, otp }) =>
        createWithdrawal(deps, member.id, { amount: '1', walletAddress: address, asset: 'USDT', otp }),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code?: string }).code] : [],
    );
    expect(new Set(codes)).toEqual(new Set(['WALLET_ADDRESS_IN_USE']));
    // Every loser's money is untouched.
    for (const { member } of racers) {
      const b = await balancesOf(t, member.id);
      expect(b.earned).toBe('5');
      expect(['4', '5']).toContain(b.available);
    }
  });
});
