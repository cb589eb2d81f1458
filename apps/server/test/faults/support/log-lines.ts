import { Writable } from 'node:stream';

/** A log destination that keeps the app's pino JSON lines for the assertions. */
export function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        try {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          lines.push({ msg: line });
        }
      }
      done();
    },
  });
  return { stream, lines, text: () => lines.map((l) => JSON.stringify(l)).join('\n') };
}
