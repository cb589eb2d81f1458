/** One server-sent event as a browser's EventSource sees it. */
export interface StreamEvent {
  event: string;
  data: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- failure envelopes are read by the assertions
type Json = any;

/**
 * GET /api/events over real HTTP (inject waits for the end of an answer; a stream has none):
 * the status and headers, then every event and comment line as it comes, parsed as EventSource
 * parses them. A failure answer (not text/event-stream) is read whole as JSON.
 */
export async function openEventStream(baseUrl: string, ticket?: string) {
  const controller = new AbortController();
  const query = ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`;
  const res = await fetch(`${baseUrl}/api/events${query}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const headers = Object.fromEntries(res.headers.entries());
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let ended = false;
  let wake: (() => void)[] = [];
  const changed = () => {
    for (const w of wake) w();
    wake = [];
  };

  const streaming = res.status === 200 && (headers['content-type'] ?? '').startsWith('text/event-stream');
  const body: Json = streaming ? null : await res.json();
  if (streaming && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            }
            if (data.length > 0) events.push({ event, data: data.join('\n') });
          }
          changed();
        }
      } catch {
        // aborted by close()
      } finally {
        ended = true;
        changed();
      }
    })();
  } else {
    ended = true;
  }

  const until = (test: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (test()) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)),
        timeoutMs,
      );
      const check = () => {
        if (test()) {
          clearTimeout(timer);
          resolve();
        } else wake.push(check);
      };
      wake.push(check);
    });

  return {
    status: res.status,
    headers,
    /** The failure envelope, when the stream did not open. */
    body,
    events,
    comments,
    get ended() {
      return ended;
    },
    /** Waits for the n-th event (1-based) of this kind; resolves with it. */
    async waitFor(kind: string, timeoutMs = 5000, nth = 1) {
      await until(() => events.filter((e) => e.event === kind).length >= nth, timeoutMs, `event ${kind}`);
      return events.filter((e) => e.event === kind)[nth - 1]!;
    },
    waitForComment: (text: string, timeoutMs = 5000) =>
      until(() => comments.includes(text), timeoutMs, `comment ${text}`),
    waitForEnd: (timeoutMs = 5000) => until(() => ended, timeoutMs, 'the end of the stream'),
    close: () => controller.abort(),
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
