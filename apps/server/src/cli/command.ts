import type { Config } from '../config';

export interface CliOutput {
  log(message: string): void;
  error(message: string): void;
}

/** What a task may read besides its options: the environment, and a secret from standard input. */
export interface CliInput {
  env: Record<string, string | undefined>;
  /**
   * The first line of standard input (asked for with `prompt`, not echoed, on a terminal), or null
   * when there is none.
   */
  readSecret(prompt: string): Promise<string | null>;
}

/** One task of `npm run cli -- <task>`; returns the process exit code. */
export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  run(options: Record<string, string>, config: Config, out: CliOutput, input: CliInput): Promise<number>;
}
