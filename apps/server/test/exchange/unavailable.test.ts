import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createExchangeClient, ExchangeError, ExchangeUnavailableError } from '../../src/infra/exchange';
import { API_KEY, API_SECRET } from './helpers';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(listener: RequestListener): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(baseUrl: string, timeoutMs = 2000) {
  return createExchangeClient({ baseUrl, apiKey: API_KEY, apiSecret: API_SECRET, timeoutMs });
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

describe('exchange unavailable', () => {
  it('times out on a server that never answers, within the limit', async () => {
    const url = await serve(() => undefined); // accepts the call, never answers
    const started = performance.now();
    const error = await failure(client(url, 300).inviteRelationCheck('12345678'));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ExchangeUnavailableError);
    expect((error as ExchangeUnavailableError).reason).toBe('TIMEOUT');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
  });

  it('times out on a server that sends headers and then stalls the body', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"code":0,');
    });
    const error = await failure(client(url, 300).inviteRelationCheck('12345678'));
    expect((error as ExchangeUnavailableError).reason).toBe('TIMEOUT');
  });

  it('reports a refused connection as a network failure', async () => {
    const url = await serve(() => undefined);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const error = await failure(client(url).inviteRelationCheck('12345678'));
    expect(error).toBeInstanceOf(ExchangeUnavailableError);
    expect((error as ExchangeUnavailableError).reason).toBe('NETWORK');
  });

  it('reports an unreadable answer as a bad response', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    const error = await failure(client(url).inviteRelationCheck('12345678'));
    expect(error).toBeInstanceOf(ExchangeUnavailableError);
    expect((error as ExchangeUnavailableError).reason).toBe('BAD_RESPONSE');
  });

  it('reports wrongly typed fields as a bad response, not as a guess', async () => {
    const url = await serve((_request, response) => {
      response.end('{"code":0,"msg":"","data":{"uid":12345678,"inviteResult":"maybe"}}');
    });
    const error = await failure(client(url).checkUidEligibility('12345678'));
    expect((error as ExchangeUnavailableError).reason).toBe('BAD_RESPONSE');
  });

  it('treats a bare HTTP 429 as rate limiting and retries', async () => {
    let calls = 0;
    const url = await serve((_request, response) => {
      calls += 1;
      if (calls === 1) {
        response.writeHead(429);
        response.end('Too Many Requests');
      } else response.end('{"code":0,"msg":"","data":{"uid":12345678,"inviteResult":true}}');
    });
    const exchange = createExchangeClient({
      baseUrl: url,
      apiKey: API_KEY,
      apiSecret: API_SECRET,
      backoffBaseMs: 10,
    });
    await expect(exchange.inviteRelationCheck('12345678')).resolves.toMatchObject({ invited: true });
    expect(calls).toBe(2);
  });

  it('turns any non-zero code into an ExchangeError carrying it', async () => {
    const url = await serve((_request, response) => {
      response.end('{"code":100500,"msg":"internal error"}');
    });
    const error = await failure(client(url).inviteRelationCheck('12345678'));
    expect(error).toBeInstanceOf(ExchangeError);
    expect((error as ExchangeError).code).toBe(100500);
    expect((error as ExchangeError).kind).toBe('OTHER');
  });
});
