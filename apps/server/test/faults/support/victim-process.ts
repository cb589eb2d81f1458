import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait';

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A TypeScript entry run in a child process (node --import tsx) that the test kills with SIGKILL,
 * as a crash or an OOM kill would. Its output lines are kept for `waitForLine`.
 */
export function startVictim(entry: string, args: string[], env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    exited,
    waitForLine: (pattern: RegExp, timeoutMs = 30_000) =>
      waitUntil(
        `a line ${pattern} from the victim (so far: ${lines.join(' | ')})`,
        () => lines.find((l) => pattern.test(l)),
        {
          timeoutMs,
        },
      ),
    /** SIGKILL, then waits until the process is gone. */
    async kill9() {
      child.kill('SIGKILL');
      return exited;
    },
  };
}
export type Victim = ReturnType<typeof startVictim>;

export const serverPath = (relative: string) =>
  fileURLToPath(new URL(`../../../${relative}`, import.meta.url));
