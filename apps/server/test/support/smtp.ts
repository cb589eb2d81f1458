import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../../src/infra/db/embedded/free-port';

/** A message as the test SMTP server received it, parsed just enough for assertions. */
export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  from: string;
  to: string[];
  /** Header names in lower case, values unfolded (and RFC 2047 words decoded for the subject). */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | undefined;
  raw: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:PORT`, for SMTP_URL. */
  url: string;
  port: number;
  /** Everything accepted so far, oldest first. */
  messages: ReceivedMail[];
  /** While on, every message is answered `451` (a temporary failure) and not kept. */
  refuse(on: boolean): void;
  /** Stops listening (connections are refused) until `start()`, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** The first message (already received or still to come) that matches, or a timeout error. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process, on a free port, plain text (no TLS, no AUTH). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await findFreePort();
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let server: SMTPServer | undefined;

  const createServer = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        const err = new Error('Service temporarily unavailable, try again later') as Error & {
          responseCode: number;
        };
        err.responseCode = 451;
        callback(err);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          messages.push({
            ...parseMessage(raw),
            from,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });

  const start = async () => {
    server = createServer();
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.server.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuse: (on) => {
      refusing = on;
    },
    stop,
    start,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(onMessage);
          resolve(found);
          return true;
        };
        const onMessage = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(onMessage);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(onMessage);
      });
    },
    close: stop,
  };
}

// ---- Minimal MIME reading: headers, multipart/alternative, quoted-printable and base64 ----

function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const part = parsePart(raw);
  const leaves = flatten(part);
  const text = leaves.find((p) => p.type.startsWith('text/plain'))?.body ?? '';
  const html = leaves.find((p) => p.type.startsWith('text/html'))?.body;
  return { headers: part.headers, subject: decodeWords(part.headers.subject ?? ''), text, html };
}

interface Part {
  headers: Record<string, string>;
  type: string;
  body: string;
  children: Part[];
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const children = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parsePart(chunk.replace(/^\r?\n/, '')));
    return { headers, type, body: '', children };
  }
  return { headers, type, body: decodeBody(rest, headers['content-transfer-encoding']), children: [] };
}

const flatten = (part: Part): Part[] => (part.children.length ? part.children.flatMap(flatten) : [part]);

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).replace(/\r\n/g, '\n').replace(/\n$/, '');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body.replace(/\r\n/g, '\n').replace(/\n$/, '');
  }
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
