import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSignedQuery,
  INVITE_RELATION_CHECK_PATH,
  type ExchangeClient,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { API_KEY, API_SECRET, startSimulatorWithClient } from './helpers';

const TWO_POW_53_PLUS_1 = '9007199254740993';
const MAX_UINT64 = '18446744073709551615';
const NOW = Date.UTC(2025, 5, 30, 12);

let sim: ExchangeSimulator;
let exchange: ExchangeClient;

beforeAll(async () => {
  ({ sim, exchange } = await startSimulatorWithClient({ now: () => NOW }));
  sim.state.setAccount(TWO_POW_53_PLUS_1, {});
  sim.state.setAccount(MAX_UINT64, { balanceUsdt: '100' });
});
afterAll(() => sim.stop());

describe('UIDs beyond 2^53', () => {
  it('are written by the simulator as bare JSON integers that JSON.parse would corrupt', async () => {
    const query = buildSignedQuery({ uid: TWO_POW_53_PLUS_1, timestamp: NOW }, API_SECRET);
    const response = await fetch(`${sim.url}${INVITE_RELATION_CHECK_PATH}?${query}`, {
      headers: { 'X-BX-APIKEY': API_KEY },
    });
    const text = await response.text();
    expect(text).toContain(`"uid":${TWO_POW_53_PLUS_1},`);
    expect(text).toContain('"inviterSid":1234567890123456789,');
    expect(String((JSON.parse(text) as { data: { uid: number } }).data.uid)).not.toBe(TWO_POW_53_PLUS_1);
  });

  it('round-trip exactly as strings through inviteRelationCheck', async () => {
    expect(await exchange.inviteRelationCheck(TWO_POW_53_PLUS_1)).toMatchObject({
      uid: TWO_POW_53_PLUS_1,
      inviterUid: '1234567890123456789',
      invited: true,
    });
    expect(await exchange.inviteRelationCheck(MAX_UINT64)).toMatchObject({
      uid: MAX_UINT64,
      balanceUsdt: '100',
    });
    expect(await exchange.checkUidEligibility(MAX_UINT64)).toBe('ELIGIBLE');
  });

  it('round-trip exactly in commission rows', async () => {
    const rows = await exchange.commissionDataList({ startDate: '20250628', endDate: '20250630' });
    const uids = new Set(rows.map((row) => row.uid));
    expect(uids).toEqual(new Set([TWO_POW_53_PLUS_1, MAX_UINT64]));
    const only = await exchange.commissionDataList({
      startDate: '20250630',
      endDate: '20250630',
      uid: MAX_UINT64,
    });
    expect(only.map((row) => row.uid)).toEqual([MAX_UINT64]);
  });
});
