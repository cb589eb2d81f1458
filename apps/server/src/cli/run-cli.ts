import { ConfigError, loadConfig } from '../config';
import { setMailProductName } from '../infra/mail/templates/layout';
import { parseArgs } from './args';
import { backupCommand } from './backup.command';
import type { CliCommand, CliInput, CliOutput } from './command';
import { createAdminCommand } from './create-admin.command';
import { importCycleCommand } from './import-cycle.command';
import { reconcileCommand } from './reconcile.command';
import { restoreCommand } from './restore.command';
import { seedDemoCommand } from './seed-demo.command';

/** The tasks of `npm run cli -- <task> [--options]`. Add a task by adding a command to this list. */
export const commands: CliCommand[] = [
  createAdminCommand,
  importCycleCommand,
  seedDemoCommand,
  backupCommand,
  restoreCommand,
  reconcileCommand,
];

export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  out: CliOutput,
  readSecret: CliInput['readSecret'] = async () => null,
): Promise<number> {
  const { positional, options } = parseArgs(argv);
  const task = positional[0] ?? 'help';
  const command = commands.find((c) => c.name === task);
  if (!command) {
    if (task !== 'help') out.error(`Unknown task: ${task}\n`);
    out.log(helpText());
    return task === 'help' ? 0 : 1;
  }
  try {
    const config = loadConfig(env);
    setMailProductName(config.appName);
    return await command.run(options, config, out, { env, readSecret });
  } catch (err) {
    if (err instanceof ConfigError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  }
}

function helpText(): string {
  return [
    'Usage: npm run cli -- <task> [options]',
    '',
    'Tasks:',
    ...commands.map((c) => `  ${c.usage}\n      ${c.description}`),
    '  help\n      Shows this list.',
  ].join('\n');
}
