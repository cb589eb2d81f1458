import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createExchangeClient,
  SIMULATOR_RULES,
  type ExchangeClient,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { API_KEY, API_SECRET, startSimulatorWithClient } from './helpers';

let sim: ExchangeSimulator;
let exchange: ExchangeClient;

beforeAll(async () => {
  ({ sim, exchange } = await startSimulatorWithClient());
});
afterAll(() => sim.stop());

describe('checkUidEligibility against the simulator', () => {
  it.each([
    ['12345678', 'ELIGIBLE'],
    ['123456789010', 'ELIGIBLE'],
    ['12345671', 'BINGX_UID_INCOMPLETE_KYC'],
    ['12345672', 'BINGX_UID_INSUFFICIENT_DEPOSIT'],
    ['12345673', 'BINGX_UID_INELIGIBLE'],
    ['12345674', 'ELIGIBLE'],
    ['1234567', 'BINGX_UID_INELIGIBLE'],
    ['1234567890123', 'BINGX_UID_INELIGIBLE'],
  ])('UID %s is %s', async (uid, expected) => {
    expect(await exchange.checkUidEligibility(uid)).toBe(expected);
  });

  it('calls a text that is no UID ineligible without asking the exchange', async () => {
    const before = sim.state.requests.length;
    expect(await exchange.checkUidEligibility('12a45678')).toBe('BINGX_UID_INELIGIBLE');
    expect(await exchange.checkUidEligibility('')).toBe('BINGX_UID_INELIGIBLE');
    expect(sim.state.requests.length).toBe(before);
  });

  it('draws the 100 USDT line exactly', async () => {
    sim.state.setAccount('22222220', { balanceUsdt: '99.99' });
    sim.state.setAccount('22222225', { balanceUsdt: '100.00' });
    sim.state.setAccount('22222226', { balanceUsdt: '99.999999999999999999' });
    expect(await exchange.checkUidEligibility('22222220')).toBe('BINGX_UID_INSUFFICIENT_DEPOSIT');
    expect(await exchange.checkUidEligibility('22222225')).toBe('ELIGIBLE');
    expect(await exchange.checkUidEligibility('22222226')).toBe('BINGX_UID_INSUFFICIENT_DEPOSIT');
  });

  it('checks in order: not invited before KYC before balance', async () => {
    sim.state.setAccount('33333330', { invited: false, kycDone: false, balanceUsdt: '0' });
    sim.state.setAccount('33333335', { kycDone: false, balanceUsdt: '0' });
    expect(await exchange.checkUidEligibility('33333330')).toBe('BINGX_UID_INELIGIBLE');
    expect(await exchange.checkUidEligibility('33333335')).toBe('BINGX_UID_INCOMPLETE_KYC');
  });

  it('normalises the answer: UIDs as exact strings, kycResult string read as a boolean', async () => {
    expect(await exchange.inviteRelationCheck('12345671')).toEqual({
      uid: '12345671',
      invited: true,
      direct: true,
      inviterUid: '1234567890123456789',
      kycDone: false,
      deposited: true,
      balanceUsdt: '250',
      traded: true,
      registerTime: expect.any(Number),
    });
    expect(await exchange.inviteRelationCheck('12345673')).toMatchObject({
      invited: false,
      inviterUid: '8765432109876543210',
    });
  });

  it('publishes its rules for the onboarding screen', () => {
    expect(SIMULATOR_RULES).toContain('8 to 12 digits');
    expect(SIMULATOR_RULES).toContain('ending in 1');
    expect(SIMULATOR_RULES).toContain('ending in 2');
  });
});

describe('answers in the other documented forms', () => {
  it('accepts kycResult / existInviter as booleans and numbers as JSON numbers', async () => {
    const server = createServer((_request, response) => {
      response.end(
        '{"code":0,"msg":"","data":{"uid":98765432109876543,"existInviter":true,"inviteResult":true,' +
          '"directInvitation":false,"inviterSid":"555","kycResult":true,"deposit":true,' +
          '"balanceVolume":100.5,"trade":false,"registerDateTime":1700000000000}}',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const client = createExchangeClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        apiKey: API_KEY,
        apiSecret: API_SECRET,
      });
      expect(await client.inviteRelationCheck('98765432109876543')).toEqual({
        uid: '98765432109876543',
        invited: true,
        direct: false,
        inviterUid: '555',
        kycDone: true,
        deposited: true,
        balanceUsdt: '100.5',
        traded: false,
        registerTime: 1700000000000,
      });
      expect(await client.checkUidEligibility('98765432109876543')).toBe('ELIGIBLE');
    } finally {
      server.close();
    }
  });
});
