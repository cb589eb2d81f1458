import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { locateChainDevProject } from './locate-chain-dev';

/** The Hardhat node could not be started; `output` holds the last lines it printed. */
export class DevChainStartError extends Error {
  constructor(
    message: string,
    readonly output: string,
    readonly addressInUse = false,
  ) {
    super(`${message}\n${output}`);
    this.name = 'DevChainStartError';
  }
}

export interface HardhatProcess {
  child: ChildProcess;
  rpcUrl: string;
  /** Last lines of the node's output, for error messages. */
  outputTail: () => string;
}

const READY_LINE = /Started HTTP and WebSocket JSON-RPC server at (http:\/\/[^\s/]+)\/?/;
const TAIL_LINES = 40;

/**
 * Spawns `hardhat node` (port 0 lets the OS choose) in its own process group so that stopping it
 * can end the whole tree, and resolves once it prints the address it listens on.
 */
export function spawnHardhatNode(options: {
  port: number;
  env: Record<string, string>;
  timeoutMs: number;
}): Promise<HardhatProcess> {
  const { projectDir, hardhatCli } = locateChainDevProject();
  const child = spawn(
    process.execPath,
    [hardhatCli, 'node', '--hostname', '127.0.0.1', '--port', String(options.port)],
    {
      cwd: projectDir,
      env: {
        ...process.env,
        HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
        // The node stops itself if this process dies without stopping it (see hardhat.config.cjs).
        DEV_CHAIN_PARENT_PID: String(process.pid),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );

  // Always drain both pipes: a full pipe would block the node.
  const tail: string[] = [];
  const outputTail = () => tail.join('\n');
  const remember = (line: string) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  createInterface({ input: child.stderr! }).on('line', remember);
  const stdout = createInterface({ input: child.stdout! });

  return new Promise<HardhatProcess>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      if (child.exitCode === null && child.pid !== undefined) killGroup(child.pid, 'SIGKILL');
      reject(error);
    };
    const timer = setTimeout(
      () =>
        fail(
          new DevChainStartError(`Hardhat node did not start within ${options.timeoutMs} ms`, outputTail()),
        ),
      options.timeoutMs,
    );
    const onExit = (code: number | null) => {
      const output = outputTail();
      fail(
        new DevChainStartError(`Hardhat node exited with code ${code}`, output, /EADDRINUSE/.test(output)),
      );
    };
    child.once('exit', onExit);
    child.once('error', (error) => fail(new DevChainStartError(error.message, outputTail())));
    stdout.on('line', (line) => {
      remember(line);
      const ready = READY_LINE.exec(line);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ child, rpcUrl: ready[1], outputTail });
    });
  });
}

/** Signals every process of the group led by `pid`; a group already gone is not an error. */
export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
