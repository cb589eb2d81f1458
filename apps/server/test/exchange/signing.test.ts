import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSignedQuery,
  buildSigningString,
  createExchangeClient,
  signString,
} from '../../src/infra/exchange';
import { API_KEY, API_SECRET } from './helpers';

const PARAMS = {
  uid: '1234567890123456789',
  startTime: '20250101',
  endTime: '20250131',
  pageIndex: 1,
  pageSize: 100,
  timestamp: 1700000000000,
};
const SIGNING_STRING =
  'endTime=20250131&pageIndex=1&pageSize=100&startTime=20250101&timestamp=1700000000000&uid=1234567890123456789';
// Computed outside Node: printf '%s' "$SIGNING_STRING" | openssl dgst -sha256 -hmac sim-secret-2f9c
const EXPECTED_SIGNATURE = 'cb8334fdf2e5f8aa6594e3c42231fb349c6324ad9bb38423078ef84b762e2195';

describe('signing', () => {
  it('sorts keys in ASCII order and joins k=v without URL-encoding', () => {
    expect(buildSigningString(PARAMS)).toBe(SIGNING_STRING);
    // Upper-case sorts before lower-case in ASCII (a locale sort would not).
    expect(buildSigningString({ b: 1, a: 2, Z: 3 })).toBe('Z=3&a=2&b=1');
  });

  it('signs with HMAC-SHA256 of the secret, lowercase hex', () => {
    const independent = createHmac('sha256', API_SECRET).update(SIGNING_STRING).digest('hex');
    expect(independent).toBe(EXPECTED_SIGNATURE);
    expect(signString(SIGNING_STRING, API_SECRET)).toBe(EXPECTED_SIGNATURE);
    expect(buildSignedQuery(PARAMS, API_SECRET)).toBe(`${SIGNING_STRING}&signature=${EXPECTED_SIGNATURE}`);
  });

  it('refuses values that URL encoding would change, since they could not be signed unencoded', () => {
    expect(() => buildSignedQuery({ uid: '12 34', timestamp: 1 }, API_SECRET)).toThrow(TypeError);
    expect(() => buildSignedQuery({ uid: '1&x=2', timestamp: 1 }, API_SECRET)).toThrow(TypeError);
  });
});

describe('what the client puts on the wire', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('sends the signing string as the query, signature last, key in X-BX-APIKEY', async () => {
    const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
    const server = createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      response.end('{"code":0,"msg":"","data":{"uid":12345678,"inviteResult":false}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;

    const client = createExchangeClient({
      baseUrl: `http://127.0.0.1:${port}/`,
      apiKey: API_KEY,
      apiSecret: API_SECRET,
      now: () => 1700000000000,
    });
    await client.inviteRelationCheck('12345678');

    const signingString = 'timestamp=1700000000000&uid=12345678';
    const signature = createHmac('sha256', API_SECRET).update(signingString).digest('hex');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(
      `/openApi/agent/v1/account/inviteRelationCheck?${signingString}&signature=${signature}`,
    );
    expect(seen[0]?.headers['x-bx-apikey']).toBe(API_KEY);
  });
});
