import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * The first line of standard input. On a terminal it asks with `prompt` and does not echo what
 * is typed; from a pipe (`printf '%s\n' "$PW" | npm run cli -- create-admin ...`) it reads the
 * first line. Null when standard input is empty or closed.
 */
export function readSecretFromStdin(prompt: string): Promise<string | null> {
  const stdin = process.stdin;
  const tty = stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: stdin, output: tty ? output : undefined, terminal: tty });
  return new Promise((resolve) => {
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      if (tty) process.stderr.write('\n');
      resolve(line);
    });
    rl.once('close', () => {
      if (!answered) resolve(null);
    });
    if (tty) {
      process.stderr.write(prompt);
      muted = true;
    }
  });
}
