import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMISSION_DATA_LIST_PATH,
  type ExchangeClient,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { startSimulatorWithClient } from './helpers';

const NOW = Date.UTC(2025, 5, 30, 12); // today 20250630: copy activity counts from 20250601

let sim: ExchangeSimulator;
let exchange: ExchangeClient;

beforeAll(async () => {
  ({ sim, exchange } = await startSimulatorWithClient({ now: () => NOW }));
  const copied = (day: string, volume: string, commission: string) => [
    { day, extCopyTradingVolume: volume, extCopyCommissionVolume: commission },
  ];
  sim.state.setCommissionRows('55555550', copied('20250531', '500', '0.2')); // 30 days ago: too old
  sim.state.setCommissionRows('55555555', copied('20250601', '500', '0.2')); // 29 days ago: counts
  sim.state.setCommissionRows('55555556', copied('20250620', '0', '0')); // a row, but no activity
  sim.state.setCommissionRows('55555557', copied('20250630', '0', '0.000001'));
});
afterAll(() => sim.stop());

describe('complianceStatus: invited, balance ≥ 100 USDT, copy trading in the last 30 days', () => {
  it.each([
    ['12345678', { compliant: true, balanceUsdt: '250', copying: true }],
    ['12345672', { compliant: false, balanceUsdt: '42.5', copying: true, reason: 'LOW_BALANCE' }],
    ['12345674', { compliant: false, balanceUsdt: '250', copying: false, reason: 'NOT_COPYING' }],
    ['12345673', { compliant: false, balanceUsdt: '250', copying: false, reason: 'NOT_INVITED' }],
    ['123', { compliant: false, balanceUsdt: '0', copying: false, reason: 'NOT_INVITED' }],
    ['55555550', { compliant: false, balanceUsdt: '250', copying: false, reason: 'NOT_COPYING' }],
    ['55555555', { compliant: true, balanceUsdt: '250', copying: true }],
    ['55555556', { compliant: false, balanceUsdt: '250', copying: false, reason: 'NOT_COPYING' }],
    ['55555557', { compliant: true, balanceUsdt: '250', copying: true }],
  ])('UID %s', async (uid, expected) => {
    expect(await exchange.complianceStatus(uid)).toEqual(expected);
  });

  it("asks for that UID's last 30 days only", async () => {
    await exchange.complianceStatus('12345678');
    const last = sim.state.requests.filter((request) => request.path === COMMISSION_DATA_LIST_PATH).at(-1);
    expect(last?.params).toMatchObject({ uid: '12345678', startTime: '20250601', endTime: '20250630' });
  });

  it('follows a balance that drops under 100 USDT', async () => {
    sim.state.setAccount('66666660', { balanceUsdt: '100' });
    expect((await exchange.complianceStatus('66666660')).compliant).toBe(true);
    sim.state.setAccount('66666660', { balanceUsdt: '99.9999' });
    expect(await exchange.complianceStatus('66666660')).toMatchObject({
      compliant: false,
      reason: 'LOW_BALANCE',
    });
  });
});
