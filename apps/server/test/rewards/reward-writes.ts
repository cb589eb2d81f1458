import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { daysAgo } from '../support/cycle-periods';
import type { TestApp } from '../support/create-test-app';
import type { NetMember } from './network';

/**
 * DIRECT payments and DOWNLINE cycles for the reward tests, each on a period (payments) or day
 * (cycles) of its own. `app` is read at each call (test files make their app in beforeAll).
 */
export function rewardWrites(app: () => TestApp) {
  let period = 0;
  let cycleDay = 0;
  return {
    pay: (payer: NetMember, fee: string, now: Date) =>
      app().db.transaction((tx) =>
        payDirectRewards(tx, { payerId: payer.id, periodNumber: ++period, feeAmount: fee, now }),
      ),
    cycle: (rows: Array<[NetMember, string]>, now: Date) =>
      runDownlineCycle({
        db: app().db,
        period: daysAgo(++cycleDay),
        rows: rows.map(([m, amount], i) => ({ line: i + 1, uid: m.bingxUid, amount })),
        source: 'CSV',
        now: () => now,
      }),
  };
}
