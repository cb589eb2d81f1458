// Entry of `npm run cli -- <task>`: see run-cli.ts for the tasks.
import { readSecretFromStdin } from './read-secret';
import { runCli } from './run-cli';

runCli(process.argv.slice(2), process.env, { log: console.log, error: console.error }, readSecretFromStdin)
  .then((code) => process.exit(code))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
