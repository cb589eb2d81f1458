import {
  createExchangeClient,
  startExchangeSimulator,
  type ExchangeClientOptions,
  type ExchangeSimulator,
  type ExchangeSimulatorOptions,
} from '../../src/infra/exchange';

export const API_KEY = 'sim-key-7d1e';
export const API_SECRET = 'sim-secret-2f9c';

/** A simulator and a client pointed at it, with test-friendly pacing; stop() closes the simulator. */
export async function startSimulatorWithClient(
  simulator: Partial<ExchangeSimulatorOptions> = {},
  client: Partial<ExchangeClientOptions> = {},
) {
  const sim: ExchangeSimulator = await startExchangeSimulator({
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    rateLimitPerSecond: 1000,
    ...simulator,
  });
  const exchange = createExchangeClient({
    baseUrl: sim.url,
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    pageDelayMs: 0,
    backoffBaseMs: 50,
    ...(simulator.now ? { now: simulator.now } : {}),
    ...client,
  });
  return { sim, exchange };
}
