import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
export type Reply = { status: number; body: string; contentType?: string };

/**
 * A real HTTP server for the API client's tests: it records every request and answers with
 * whatever `reply` returns for it.
 */
export const startApiServer = async (reply: (request: SeenRequest) => Reply) => {
  const seen: SeenRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const answer = reply(request);
      res.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    seen,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};

export const envelope = (status: number, body: Record<string, unknown>): Reply => ({
  status,
  body: JSON.stringify({ data: null, error: null, ...body }),
});
