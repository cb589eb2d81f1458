import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../../../src/infra/db/embedded/free-port';

/** How the server misbehaves: each is a way a real mail server refuses for a while. */
export type SmtpFault =
  | 'none'
  /** 421 instead of the greeting, then the connection closes. */
  | 'greeting-421'
  /** 451 to MAIL FROM. */
  | 'mail-451'
  /** The whole message is read, then 451 to the end of DATA: nothing was accepted. */
  | 'data-451'
  /** The connection is cut as soon as it opens, without a word. */
  | 'drop';

export interface DeliveredMail {
  messageId: string;
  to: string[];
  subject: string;
}

/**
 * A real SMTP server (plain text, no AUTH) whose fault can be switched at any time. It keeps
 * what it accepted (by Message-ID) and counts every connection and refusal.
 */
export async function startFaultySmtp() {
  const port = await findFreePort();
  let fault: SmtpFault = 'none';
  const delivered: DeliveredMail[] = [];
  const refusals: Record<SmtpFault, number> = {
    none: 0,
    'greeting-421': 0,
    'mail-451': 0,
    'data-451': 0,
    drop: 0,
  };
  const sockets = new Set<Socket>();
  const temporary = (message: string, code: number) =>
    Object.assign(new Error(message), { responseCode: code });

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      if (fault !== 'greeting-421') return callback();
      refusals['greeting-421']++;
      callback(temporary('Too busy, try again later', 421));
    },
    onMailFrom(_address, _session, callback) {
      if (fault !== 'mail-451') return callback();
      refusals['mail-451']++;
      callback(temporary('Temporary local problem, try again later', 451));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (fault === 'data-451') {
          refusals['data-451']++;
          return callback(temporary('Queue full, try again later', 451));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push({
          messageId: header(raw, 'message-id'),
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'subject'),
        });
        callback();
      });
    },
  });
  // Runs after the server's own connection handler, before its greeting goes out.
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (fault === 'drop') {
      refusals.drop++;
      socket.destroy();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    refusals,
    setFault(next: SmtpFault) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
export type FaultySmtp = Awaited<ReturnType<typeof startFaultySmtp>>;

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const line = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}
