import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../../src/infra/db/embedded/free-port';

const main = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the start banner is printed; rejects if the process exits first. */
  ready: Promise<void>;
  /** SIGTERM, then the exit code (SIGKILL after 20 s). */
  stop(): Promise<number | null>;
}

/** The real server (`src/main.ts` through tsx) in a process of its own, on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Root referral code')) resolve();
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`server exited early with ${code}:\n${output}`)));
  });
  ready.catch(() => undefined); // observed by the caller
  return {
    url,
    output: () => output,
    ready,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(kill);
      return code;
    },
  };
}
