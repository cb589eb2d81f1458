import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSignedQuery,
  createExchangeClient,
  ExchangeError,
  INVITE_RELATION_CHECK_PATH,
  type ExchangeSimulator,
} from '../../src/infra/exchange';
import { API_KEY, API_SECRET, startSimulatorWithClient } from './helpers';

let sim: ExchangeSimulator;

beforeAll(async () => {
  ({ sim } = await startSimulatorWithClient());
});
afterAll(() => sim.stop());

function client(overrides: {
  apiKey?: string;
  apiSecret?: string;
  now?: () => number;
  recvWindowMs?: number;
}) {
  return createExchangeClient({ baseUrl: sim.url, apiKey: API_KEY, apiSecret: API_SECRET, ...overrides });
}

async function refusal(call: Promise<unknown>): Promise<ExchangeError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ExchangeError);
  return error as ExchangeError;
}

describe('the simulator checks calls the way the exchange does', () => {
  it('accepts a correctly signed call', async () => {
    await expect(client({}).inviteRelationCheck('12345678')).resolves.toMatchObject({ invited: true });
  });

  it('refuses a wrong secret: signature mismatch 100001', async () => {
    const error = await refusal(client({ apiSecret: 'not-the-secret' }).inviteRelationCheck('12345678'));
    expect(error.code).toBe(100001);
    expect(error.kind).toBe('BAD_SIGNATURE');
  });

  it('refuses a wrong API key: 100413', async () => {
    const error = await refusal(client({ apiKey: 'someone-else' }).inviteRelationCheck('12345678'));
    expect(error.code).toBe(100413);
    expect(error.kind).toBe('BAD_API_KEY');
  });

  it('refuses a stale timestamp, and one from the future: 100421', async () => {
    const stale = await refusal(client({ now: () => Date.now() - 6000 }).inviteRelationCheck('12345678'));
    expect(stale.code).toBe(100421);
    expect(stale.kind).toBe('TIMESTAMP');
    const future = await refusal(client({ now: () => Date.now() + 5000 }).inviteRelationCheck('12345678'));
    expect(future.code).toBe(100421);
  });

  it('honours a shorter recvWindow', async () => {
    const late = client({ now: () => Date.now() - 2000, recvWindowMs: 1000 });
    expect((await refusal(late.inviteRelationCheck('12345678'))).code).toBe(100421);
    const inTime = client({ now: () => Date.now() - 2000, recvWindowMs: 5000 });
    await expect(inTime.inviteRelationCheck('12345678')).resolves.toMatchObject({ uid: '12345678' });
  });

  it('refuses a missing signature (100412), a recvWindow over 5000 (80014) and a tampered parameter (100001)', async () => {
    const call = async (query: string) => {
      const response = await fetch(`${sim.url}${INVITE_RELATION_CHECK_PATH}?${query}`, {
        headers: { 'X-BX-APIKEY': API_KEY },
      });
      return ((await response.json()) as { code: number }).code;
    };
    expect(await call(`uid=12345678&timestamp=${Date.now()}`)).toBe(100412);
    expect(
      await call(buildSignedQuery({ uid: '12345678', timestamp: Date.now(), recvWindow: 6000 }, API_SECRET)),
    ).toBe(80014);
    const signed = buildSignedQuery({ uid: '12345678', timestamp: Date.now() }, API_SECRET);
    expect(await call(signed.replace('uid=12345678', 'uid=12345679'))).toBe(100001);
    expect(await call(signed)).toBe(0);
  });

  it('refuses a repeated parameter and an unknown path', async () => {
    const signed = buildSignedQuery({ uid: '12345678', timestamp: Date.now() }, API_SECRET);
    const repeated = await fetch(`${sim.url}${INVITE_RELATION_CHECK_PATH}?${signed}&uid=12345679`, {
      headers: { 'X-BX-APIKEY': API_KEY },
    });
    expect(((await repeated.json()) as { code: number }).code).toBe(100400);
    const unknown = await fetch(`${sim.url}/openApi/agent/v1/nothing?${signed}`, {
      headers: { 'X-BX-APIKEY': API_KEY },
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: number }).code).toBe(100404);
  });

  it('refuses callers outside the allow-list: 100419', async () => {
    const guarded = await startSimulatorWithClient({ allowedIps: ['10.1.2.3'] });
    try {
      const error = await refusal(guarded.exchange.inviteRelationCheck('12345678'));
      expect(error.code).toBe(100419);
      expect(error.kind).toBe('IP_NOT_ALLOWED');
    } finally {
      await guarded.sim.stop();
    }
    const allowed = await startSimulatorWithClient({ allowedIps: ['127.0.0.1'] });
    try {
      await expect(allowed.exchange.inviteRelationCheck('12345678')).resolves.toMatchObject({
        invited: true,
      });
    } finally {
      await allowed.sim.stop();
    }
  });
});
