import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A JSON-RPC proxy in front of the dev chain whose broadcast (eth_sendRawTransaction) never gets
 * an answer: 'swallow' keeps it from the node (a crash before the broadcast left the process),
 * 'forward' hands it to the node first (a crash after the broadcast, before it was recorded).
 * `sent` resolves when a broadcast arrived (and, for 'forward', reached the node).
 */
export async function startHangingProxy(targetUrl: string, mode: 'swallow' | 'forward') {
  let arrived: () => void = () => {};
  const sent = new Promise<void>((resolve) => (arrived = resolve));
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const forward = () =>
          fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
            (r) => r.text(),
          );
        if (body.includes('eth_sendRawTransaction')) {
          if (mode === 'forward') await forward();
          arrived();
          return; // never answered
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(await forward());
      })().catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
