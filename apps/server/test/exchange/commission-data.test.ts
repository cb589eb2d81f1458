import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSignedQuery,
  COMMISSION_DATA_LIST_PATH,
  CommissionRangeError,
  type ExchangeClient,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { API_KEY, API_SECRET, startSimulatorWithClient } from './helpers';

const NOW = Date.UTC(2025, 5, 30, 12); // "today" is 20250630; the earliest queryable day is 20240701
const DAY_MS = 86_400_000;

let sim: ExchangeSimulator;
let exchange: ExchangeClient;
afterEach(() => sim.stop());

async function start(pageDelayMs = 0) {
  ({ sim, exchange } = await startSimulatorWithClient({ now: () => NOW }, { pageDelayMs }));
}

function commissionCalls() {
  return sim.state.requests
    .filter((request) => request.path === COMMISSION_DATA_LIST_PATH)
    .map(({ params, code }): Record<string, string | number> => ({ ...params, code }));
}

/** Micro-USDT as a bigint, by plain string surgery (independent of the code under test). */
function toMicro(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  expect(fraction.length).toBeLessThanOrEqual(6);
  return BigInt(whole + fraction.padEnd(6, '0'));
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

describe('commissionDataList', () => {
  it('pages through 100-row pages until the window is exhausted', async () => {
    await start();
    const uids = ['10000000', '10000005', '10000006', '10000007'];
    for (const uid of uids) sim.state.setAccount(uid, {});
    const rows = await exchange.commissionDataList({ startDate: '20250601', endDate: '20250630' });

    expect(rows).toHaveLength(120);
    expect(
      commissionCalls().map((call) => [call.startTime, call.endTime, call.pageIndex, call.pageSize]),
    ).toEqual([
      ['20250601', '20250630', '1', '100'],
      ['20250601', '20250630', '2', '100'],
    ]);
    const keys = new Set(rows.map((row) => `${row.uid}@${day(row.commissionTime)}`));
    expect(keys.size).toBe(120);
  });

  it('splits a long range into 30-day windows and covers every day exactly once', async () => {
    await start();
    const uids = ['10000000', '10000005', '10000006', '10000007'];
    for (const uid of uids) sim.state.setAccount(uid, {});
    const rows = await exchange.commissionDataList({ startDate: '20250401', endDate: '20250630' });

    const calls = commissionCalls();
    expect(calls.map((call) => `${call.startTime}-${call.endTime}#${call.pageIndex}`)).toEqual([
      '20250401-20250430#1',
      '20250401-20250430#2',
      '20250501-20250530#1',
      '20250501-20250530#2',
      '20250531-20250629#1',
      '20250531-20250629#2',
      '20250630-20250630#1',
    ]);
    const expected = new Set<string>();
    for (let ms = Date.UTC(2025, 3, 1); ms <= Date.UTC(2025, 5, 30); ms += DAY_MS) {
      for (const uid of uids) expected.add(`${uid}@${day(ms)}`);
    }
    expect(rows).toHaveLength(expected.size);
    expect(new Set(rows.map((row) => `${row.uid}@${day(row.commissionTime)}`))).toEqual(expected);
  });

  it('stops when a full page reaches the total, without asking for an empty page', async () => {
    await start();
    for (const uid of ['20000000', '20000005', '20000006', '20000007', '20000008']) {
      const days = Array.from({ length: 20 }, (_, i) => ({
        day: `202506${String(i + 1).padStart(2, '0')}`,
        extCopyTradingVolume: '10',
        extCopyCommissionVolume: '0.004',
      }));
      sim.state.setCommissionRows(uid, days);
    }
    const rows = await exchange.commissionDataList({ startDate: '20250601', endDate: '20250630' });
    expect(rows).toHaveLength(100);
    expect(commissionCalls()).toHaveLength(1);
  });

  it('accepts the whole last 365 days and refuses anything outside, before any call', async () => {
    await start();
    const rows = await exchange.commissionDataList({
      startDate: '20240701',
      endDate: '20250630',
      uid: '12345678',
    });
    expect(rows).toHaveLength(365);
    const windows = commissionCalls().map((call) => [call.startTime, call.endTime]);
    expect(windows).toHaveLength(13);
    expect(commissionCalls().every((call) => call.code === 0 && call.uid === '12345678')).toBe(true);
    expect(windows[0]).toEqual(['20240701', '20240730']);
    expect(windows.at(-1)).toEqual(['20250626', '20250630']);

    const callsBefore = sim.state.requests.length;
    for (const range of [
      { startDate: '20240630', endDate: '20240710' },
      { startDate: '20250620', endDate: '20250701' },
      { startDate: '20250230', endDate: '20250301' },
      { startDate: '2025-06-01', endDate: '20250630' },
      { startDate: '20250610', endDate: '20250601' },
    ]) {
      await expect(exchange.commissionDataList(range)).rejects.toBeInstanceOf(CommissionRangeError);
    }
    expect(sim.state.requests.length).toBe(callsBefore);
  });

  it('lists UIDs looked up through inviteRelationCheck once they are ours', async () => {
    await start();
    expect(await exchange.commissionDataList({ startDate: '20250630', endDate: '20250630' })).toEqual([]);
    await exchange.inviteRelationCheck('12345678');
    await exchange.inviteRelationCheck('12345673'); // invited by someone else: not in our data
    const rows = await exchange.commissionDataList({ startDate: '20250630', endDate: '20250630' });
    expect(rows.map((row) => row.uid)).toEqual(['12345678']);
  });

  it('simulator refuses what the exchange refuses: long windows, old days, big pages', async () => {
    await start();
    const ask = async (params: Record<string, string | number>) => {
      const query = buildSignedQuery({ pageIndex: 1, pageSize: 100, ...params, timestamp: NOW }, API_SECRET);
      const response = await fetch(`${sim.url}${COMMISSION_DATA_LIST_PATH}?${query}`, {
        headers: { 'X-BX-APIKEY': API_KEY },
      });
      return ((await response.json()) as { code: number }).code;
    };
    expect(await ask({ startTime: '20250601', endTime: '20250630' })).toBe(0);
    expect(await ask({ startTime: '20250531', endTime: '20250630' })).toBe(100400);
    expect(await ask({ startTime: '20240630', endTime: '20240710' })).toBe(100400);
    expect(await ask({ startTime: '20250601', endTime: '20250701' })).toBe(100400);
    expect(await ask({ startTime: '20250601', endTime: '20250630', pageSize: 101 })).toBe(100400);
    expect(await ask({ startTime: '20250601', endTime: '20250630', pageIndex: 0 })).toBe(100400);
    expect(await ask({ startTime: '2025-06-01', endTime: '20250630' })).toBe(100400);
  });

  it('pauses between pages to stay polite', async () => {
    await start(60);
    for (const uid of ['10000000', '10000005', '10000006', '10000007']) sim.state.setAccount(uid, {});
    const started = performance.now();
    await exchange.commissionDataList({ startDate: '20250530', endDate: '20250630' }); // 2 windows, 3 calls
    expect(commissionCalls()).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('gives copy-trading volumes as exact decimals (generated: 0.04% of volume)', async () => {
    await start();
    const rows = await exchange.commissionDataList({
      startDate: '20250601',
      endDate: '20250630',
      uid: '12345678',
    });
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.uid).toBe('12345678');
      expect(toMicro(row.extCopyCommissionVolume) * 10_000n).toBe(toMicro(row.extCopyTradingVolume) * 4n);
    }
    // Deterministic: the same question gets the same rows.
    expect(
      await exchange.commissionDataList({ startDate: '20250601', endDate: '20250630', uid: '12345678' }),
    ).toEqual(rows);
  });
});

describe('copyTradingProfitByUid', () => {
  it('sums extCopyCommissionVolume per UID exactly', async () => {
    await start();
    const rowsOf = (amounts: Array<[string, string]>) =>
      amounts.map(([date, commission]) => ({
        day: date,
        extCopyTradingVolume: '1',
        extCopyCommissionVolume: commission,
      }));
    sim.state.setCommissionRows(
      '30000000',
      rowsOf([
        ['20250610', '0.1'],
        ['20250611', '0.2'],
      ]),
    );
    sim.state.setCommissionRows(
      '30000005',
      rowsOf([
        ['20250601', '1.000000001'],
        ['20250630', '2'],
        ['20250701', '5'],
      ]),
    );
    sim.state.setCommissionRows('30000006', rowsOf([['20250615', '0']]));
    sim.state.setCommissionRows('30000007', rowsOf([['20250531', '9']])); // outside the range
    sim.state.setAccount('30000008', { invited: false });
    sim.state.setCommissionRows('30000008', rowsOf([['20250615', '7']])); // not ours any more
    sim.state.setAccount('30000009', {}); // generated rows

    const profits = await exchange.copyTradingProfitByUid({ startDate: '20250601', endDate: '20250630' });
    const generated = await exchange.commissionDataList({
      startDate: '20250601',
      endDate: '20250630',
      uid: '30000009',
    });
    const reference = generated.reduce((sum, row) => sum + toMicro(row.extCopyCommissionVolume), 0n);

    expect(profits.map((profit) => profit.uid)).toEqual(['30000000', '30000005', '30000009']);
    expect(profits[0]?.amountUsdt).toBe('0.3');
    expect(profits[1]?.amountUsdt).toBe('3.000000001');
    expect(toMicro(profits[2]?.amountUsdt ?? '')).toBe(reference);
  });
});
