import { userInfo } from 'node:os';
import { prepareDatabase } from '../bootstrap';
import type { Config } from '../config';
import { createAdmin } from '../features/accounts';
import { isAppError } from '../http/app-error';
import type { CliCommand } from './command';

export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  usage: 'create-admin --email E --password P --first-name F --last-name L',
  description:
    'Creates a verified administrator and prints its referral code (a root code new members register with). ' +
    'The password follows the change-password rules: 8+ characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&.',
  async run(options: Record<string, string>, config: Config, out) {
    const missing = ['email', 'password', 'first-name', 'last-name'].filter((name) => !options[name]);
    if (missing.length > 0) {
      out.error(`Missing ${missing.map((m) => `--${m}`).join(', ')}\nUsage: npm run cli -- ${this.usage}`);
      return 1;
    }
    const database = await prepareDatabase(config, { shareRunning: true });
    try {
      const admin = await createAdmin(
        database.connection.db,
        {
          email: options.email ?? '',
          password: options.password ?? '',
          firstName: options['first-name'] ?? '',
          lastName: options['last-name'] ?? '',
        },
        { source: 'command-line', osUser: osUserName() },
      );
      out.log(`Admin created: ${admin.email} (user id ${admin.userId})`);
      out.log(`Referral code: ${admin.referralCode}`);
      return 0;
    } catch (err) {
      if (!isAppError(err)) throw err;
      const errors = (err.data as { errors?: { path: string; message: string }[] } | null)?.errors;
      if (errors)
        out.error(
          errors
            .map((e) => `--${e.path.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${e.message}`)
            .join('\n'),
        );
      else if (err.code === 'USER_EXISTS')
        out.error(`An account with the e-mail ${options.email} already exists.`);
      else out.error(err.code);
      return 1;
    } finally {
      await database.close();
    }
  },
};

/** Who ran the command, for the audit entry; some containers have no name for their user. */
function osUserName(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}
