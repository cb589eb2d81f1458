import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RpcCall {
  id: unknown;
  method: string;
  params: unknown[];
}

/** What an interceptor may answer instead of the node: a JSON-RPC error, a result or an HTTP status. */
export type RpcOverride =
  { error: { code: number; message: string } } | { result: unknown } | { httpStatus: number };

/**
 * A JSON-RPC proxy in front of the dev chain. `intercept` sees every call and may answer it itself
 * (a node refusing large ranges, lacking the finalized tag, failing); the rest is forwarded.
 */
export async function startRpcProxy(
  targetUrl: string,
  intercept: (call: RpcCall) => RpcOverride | undefined,
): Promise<{ url: string; calls: RpcCall[]; close: () => Promise<void> }> {
  const calls: RpcCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const call = JSON.parse(body) as RpcCall;
        calls.push(call);
        const override = intercept(call);
        if (override && 'httpStatus' in override) {
          res.writeHead(override.httpStatus).end('proxy says no');
          return;
        }
        const answer = override
          ? JSON.stringify({ jsonrpc: '2.0', id: call.id, ...override })
          : await (
              await fetch(targetUrl, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body,
              })
            ).text();
        res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
      })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Block range (inclusive size) of an eth_getLogs call. */
export function getLogsRange(call: RpcCall): { from: bigint; to: bigint; size: bigint } {
  const filter = call.params[0] as { fromBlock: string; toBlock: string };
  const from = BigInt(filter.fromBlock);
  const to = BigInt(filter.toBlock);
  return { from, to, size: to - from + 1n };
}
