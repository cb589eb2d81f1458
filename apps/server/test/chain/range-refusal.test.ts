import { HttpRequestError, LimitExceededRpcError, RpcRequestError, TimeoutError } from 'viem';
import { describe, expect, it } from 'vitest';
import { isRangeRefusal } from '../../src/infra/chain';

const rpcError = (code: number, message: string) =>
  new RpcRequestError({ body: { method: 'eth_getLogs' }, url: 'http://node', error: { code, message } });

describe('isRangeRefusal', () => {
  it.each([
    [-32005, 'query returned more than 10000 results'],
    [-32000, 'exceed maximum block range: 5000'],
    [-32602, 'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range'],
    [-32000, 'block range is too wide'],
    [-32614, 'eth_getLogs is limited to a 10,000 range'],
    [-32000, 'Block range limit exceeded'],
    [-32000, 'query timeout exceeded'],
    [-32005, 'limit exceeded'],
  ])('reads %s %s as a refusal', (code, message) => {
    expect(isRangeRefusal(rpcError(code, message))).toBe(true);
    // The same, as viem wraps it after mapping the code.
    expect(isRangeRefusal(new LimitExceededRpcError(rpcError(code, message)))).toBe(true);
  });

  it.each([
    [
      'a rate limit with the same code',
      rpcError(-32005, 'daily request count exceeded, request rate limited'),
    ],
    ['too many requests', rpcError(429, 'Too Many Requests')],
    [
      'an unknown address',
      rpcError(-32602, 'invalid argument 0: hex string has length 39, want 40 for common.Address'),
    ],
    ['an HTTP failure', new HttpRequestError({ url: 'http://node', status: 502 })],
    ['a timeout', new TimeoutError({ body: {}, url: 'http://node' })],
    ['a plain error', new Error('socket hang up')],
    ['nothing', undefined],
  ])('does not read %s as a refusal', (_label, error) => {
    expect(isRangeRefusal(error)).toBe(false);
  });
});
