import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** Writes one event (`event:` and a JSON `data:` line); nothing once the stream is closed. */
  send(event: string, data: unknown): void;
  /** Ends the response (the client's EventSource sees an error and reconnects as it decides). */
  close(): void;
  /** Called once when the stream ends, whoever ended it. */
  onClose(callback: () => void): void;
  readonly open: boolean;
}

/**
 * Turns the reply into a server-sent event stream (`text/event-stream`): the headers the app's
 * hooks set on the reply (security headers, request id) plus the stream's own, written at once,
 * then a comment line, then a heartbeat comment every `heartbeatMs` so that proxies keep it open.
 * Written to the raw response: nothing after this passes Fastify's serialisation or `onSend`
 * hooks, so no compression plugin buffers it (ADR 0015). Call it only once the request has been
 * accepted: failures before it are answered in the envelope as usual.
 */
export function startEventStream(reply: FastifyReply, options: { heartbeatMs: number }): EventStream {
  const raw = reply.raw;
  let open = true;
  const callbacks: (() => void)[] = [];
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    for (const callback of callbacks.splice(0)) callback();
  };
  const fromHooks = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(fromHooks),
    'content-type': 'text/event-stream; charset=utf-8',
    // Not stored, not transformed; X-Accel-Buffering: nginx and its kind pass each line at once.
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(': open\n\n');
  const heartbeat = setInterval(() => {
    if (open) raw.write(': heartbeat\n\n');
  }, options.heartbeatMs);
  heartbeat.unref();
  raw.on('close', end);
  // A client that went away: the stream just ends.
  raw.on('error', end);

  return {
    send(event, data) {
      if (open) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!open) return;
      end();
      raw.end();
    },
    onClose(callback) {
      if (open) callbacks.push(callback);
      else callback();
    },
    get open() {
      return open;
    },
  };
}
