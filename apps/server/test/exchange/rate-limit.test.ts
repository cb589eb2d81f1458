import { afterEach, describe, expect, it } from 'vitest';
import { ExchangeError, type ExchangeSimulator } from '../../src/infra/exchange';
import { startSimulatorWithClient } from './helpers';

let sim: ExchangeSimulator | undefined;
afterEach(() => sim?.stop());

describe('rate limit (100410)', () => {
  it('backs off, signs again and succeeds', async () => {
    const started = await startSimulatorWithClient(
      { rateLimitPerSecond: 2 },
      { backoffBaseMs: 100, rateLimitRetries: 6 },
    );
    sim = started.sim;
    const uids = ['12345678', '12345679', '12345670', '12345675', '12345676'];
    const results = [];
    for (const uid of uids) results.push(await started.exchange.checkUidEligibility(uid));
    expect(results).toEqual(['ELIGIBLE', 'ELIGIBLE', 'ELIGIBLE', 'ELIGIBLE', 'ELIGIBLE']);

    const limited = sim.state.requests.filter((request) => request.code === 100410);
    expect(limited.length).toBeGreaterThan(0);
    // A retry is a new call with a new timestamp, not a replay of the refused one.
    for (const refused of limited) {
      const retry = sim.state.requests.find(
        (request) => request.params.uid === refused.params.uid && request.code === 0,
      );
      expect(retry?.params.timestamp).not.toBe(refused.params.timestamp);
    }
  });

  it('gives up after the bounded number of tries', async () => {
    const started = await startSimulatorWithClient(
      { rateLimitPerSecond: 0 },
      { backoffBaseMs: 10, rateLimitRetries: 2 },
    );
    sim = started.sim;
    const error = await started.exchange.inviteRelationCheck('12345678').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExchangeError);
    expect((error as ExchangeError).kind).toBe('RATE_LIMITED');
    expect(sim.state.requests.map((request) => request.code)).toEqual([100410, 100410, 100410]);
  });
});
