import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_KEY_HEADER, EXCHANGE_CODES } from '../shared/api-constants';
import { stringifyWithBigInts } from '../shared/lossless-json';
import { refuseUnauthenticated } from './authenticate';
import { SIMULATOR_ENDPOINTS, type Endpoint, type EndpointAnswer } from './endpoints';
import { SimulatorState } from './state';

export interface ExchangeSimulatorOptions {
  /** Default 0: any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  apiKey: string;
  apiSecret: string;
  /** When set, calls from other addresses get 100419. */
  allowedIps?: readonly string[];
  /** The exchange's clock (timestamp window, "today"). Default Date.now. */
  now?: () => number;
  /** Accepted calls per second before 100410. Default 10. */
  rateLimitPerSecond?: number;
}

export interface ExchangeSimulator {
  /** Base URL for createExchangeClient, e.g. http://127.0.0.1:41234 */
  url: string;
  state: SimulatorState;
  stop(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = stringifyWithBigInts(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Query parameters, or null when one is repeated (the exchange signs each key once). */
function readParams(search: URLSearchParams): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of search) {
    if (Object.hasOwn(params, key)) return null;
    params[key] = value;
  }
  return params;
}

/** A local stand-in for the exchange's agent API that checks calls the way the exchange does. */
export async function startExchangeSimulator(options: ExchangeSimulatorOptions): Promise<ExchangeSimulator> {
  const now = options.now ?? Date.now;
  const state = new SimulatorState(options.rateLimitPerSecond ?? 10);
  const acceptedAt: number[] = []; // monotonic times of accepted calls within the last second

  function rateLimited(): boolean {
    const at = performance.now();
    while (acceptedAt.length > 0 && at - (acceptedAt[0] as number) >= 1000) acceptedAt.shift();
    if (acceptedAt.length >= state.rateLimitPerSecond) return true;
    acceptedAt.push(at);
    return false;
  }

  function answer(
    request: IncomingMessage,
    params: Record<string, string>,
    endpoint: Endpoint,
  ): EndpointAnswer {
    const serverNow = now();
    const header = request.headers[API_KEY_HEADER.toLowerCase()];
    const refusal = refuseUnauthenticated(
      {
        apiKeyHeader: Array.isArray(header) ? header[0] : header,
        remoteAddress: request.socket.remoteAddress,
        params,
        serverNow,
      },
      options,
    );
    if (refusal) return refusal;
    if (rateLimited()) return { code: EXCHANGE_CODES.RATE_LIMITED, msg: 'too many requests' };
    const { signature: _signature, timestamp: _timestamp, recvWindow: _recvWindow, ...business } = params;
    return endpoint(business, state, serverNow);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const parsed = readParams(url.searchParams);
    const params = parsed ?? {};
    const record = (code: number) => state.recordRequest({ path: url.pathname, params, code });
    const endpoint = Object.hasOwn(SIMULATOR_ENDPOINTS, url.pathname)
      ? SIMULATOR_ENDPOINTS[url.pathname]
      : undefined;
    if (!endpoint || request.method !== 'GET') {
      record(EXCHANGE_CODES.PATH_NOT_FOUND);
      return send(response, 404, { code: EXCHANGE_CODES.PATH_NOT_FOUND, msg: 'api path not found' });
    }
    if (parsed === null) {
      record(EXCHANGE_CODES.INVALID_PARAMETER);
      return send(response, 200, { code: EXCHANGE_CODES.INVALID_PARAMETER, msg: 'repeated parameter' });
    }
    const result = answer(request, params, endpoint);
    if ('code' in result) {
      record(result.code);
      return send(response, 200, { code: result.code, msg: result.msg });
    }
    record(0);
    return send(response, 200, { code: 0, msg: '', data: result.data });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    state,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
