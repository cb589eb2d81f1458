import type { Config } from '../config';

export interface CliOutput {
  log(message: string): void;
  error(message: string): void;
}

/** One task of `npm run cli -- <task>`; returns the process exit code. */
export interface CliCommand {
  name: string;
  usage: string;
  description: string;
  run(options: Record<string, string>, config: Config, out: CliOutput): Promise<number>;
}
