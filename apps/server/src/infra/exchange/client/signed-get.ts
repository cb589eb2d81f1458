import { ExchangeError, ExchangeUnavailableError } from '../errors';
import { API_KEY_HEADER, EXCHANGE_CODES, MAX_RECV_WINDOW_MS } from '../shared/api-constants';
import { JsonNumber, parseLosslessJson, type LosslessJson } from '../shared/lossless-json';
import { buildSignedQuery, type SignableParams } from '../shared/sign';

export interface SignedGetOptions {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** Whole-call limit (connect, headers and body). Default 10 s. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Clock for `timestamp`. Default Date.now. */
  now?: () => number;
  /** Sent as `recvWindow` when set; at most 5000 ms. */
  recvWindowMs?: number;
  /** Retries after a rate-limit answer (100410) before giving up. Default 4. */
  rateLimitRetries?: number;
  /** First back-off after a rate-limit answer; doubles on each retry. Default 500 ms. */
  backoffBaseMs?: number;
}

/** One signed GET: resolves to the answer's `data`, throws ExchangeError / ExchangeUnavailableError. */
export type SignedGet = (path: string, params: SignableParams) => Promise<LosslessJson>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class CallTimedOut extends Error {}

export function createSignedGet(options: SignedGetOptions): SignedGet {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const retries = options.rateLimitRetries ?? 4;
  const backoffBaseMs = options.backoffBaseMs ?? 500;
  if (
    options.recvWindowMs !== undefined &&
    !(options.recvWindowMs > 0 && options.recvWindowMs <= MAX_RECV_WINDOW_MS)
  ) {
    throw new TypeError(`recvWindowMs must be within 1..${MAX_RECV_WINDOW_MS}`);
  }

  async function fetchText(url: string): Promise<{ status: number; text: string }> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // Raced as well as passed as signal, so even a fetch that ignores the signal cannot hang us.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new CallTimedOut());
      }, timeoutMs);
    });
    const call = (async () => {
      const response = await fetchImpl(url, {
        method: 'GET',
        headers: { [API_KEY_HEADER]: options.apiKey, accept: 'application/json' },
        signal: controller.signal,
      });
      return { status: response.status, text: await response.text() };
    })();
    call.catch(() => undefined); // its failure after a timeout is already reported
    try {
      return await Promise.race([call, timedOut]);
    } catch (error) {
      if (error instanceof CallTimedOut) {
        throw new ExchangeUnavailableError('TIMEOUT', `exchange did not answer within ${timeoutMs} ms`);
      }
      throw new ExchangeUnavailableError('NETWORK', 'exchange unreachable', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async function attempt(path: string, params: SignableParams): Promise<LosslessJson> {
    const signed: Record<string, string | number | bigint | boolean> = { ...params, timestamp: now() };
    if (options.recvWindowMs !== undefined) signed.recvWindow = options.recvWindowMs;
    const { status, text } = await fetchText(
      `${baseUrl}${path}?${buildSignedQuery(signed, options.apiSecret)}`,
    );

    let body: LosslessJson;
    try {
      body = parseLosslessJson(text);
    } catch (error) {
      if (status === 429) throw new ExchangeError(EXCHANGE_CODES.RATE_LIMITED, 'HTTP 429', path);
      throw new ExchangeUnavailableError('BAD_RESPONSE', `exchange answered HTTP ${status}, not JSON`, {
        cause: error,
      });
    }
    const code =
      body && typeof body === 'object' && !Array.isArray(body) && !(body instanceof JsonNumber)
        ? body.code
        : undefined;
    if (!(code instanceof JsonNumber) || !/^-?\d+$/.test(code.raw)) {
      if (status === 429) throw new ExchangeError(EXCHANGE_CODES.RATE_LIMITED, 'HTTP 429', path);
      throw new ExchangeUnavailableError('BAD_RESPONSE', `exchange answered HTTP ${status} without a code`);
    }
    const record = body as Record<string, LosslessJson>;
    if (Number(code.raw) !== 0) {
      throw new ExchangeError(Number(code.raw), typeof record.msg === 'string' ? record.msg : '', path);
    }
    if (status < 200 || status > 299) {
      throw new ExchangeUnavailableError('BAD_RESPONSE', `exchange answered HTTP ${status} with code 0`);
    }
    return record.data ?? null;
  }

  return async function signedGet(path, params) {
    for (let retry = 0; ; retry += 1) {
      try {
        // Each attempt is signed afresh: a new timestamp for every try.
        return await attempt(path, params);
      } catch (error) {
        const rateLimited = error instanceof ExchangeError && error.kind === 'RATE_LIMITED';
        if (!rateLimited || retry >= retries) throw error;
        await sleep(backoffBaseMs * 2 ** retry);
      }
    }
  };
}
