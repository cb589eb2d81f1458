import { userInfo } from 'node:os';
import { prepareDatabase } from '../bootstrap';
import type { Config } from '../config';
import { createAdmin } from '../features/accounts';
import { isAppError } from '../http/app-error';
import type { CliCommand } from './command';

/** Where the password comes from besides standard input (never the command line). */
export const PASSWORD_VARIABLE = 'CREATE_ADMIN_PASSWORD';

const passwordSources =
  `Set ${PASSWORD_VARIABLE}, or give it on standard input (asked for on a terminal, without echo; ` +
  `or piped: printf '%s\\n' "$PASSWORD" | npm run cli -- create-admin ...).`;

export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  usage: `create-admin --email E --first-name F --last-name L   (the password: ${PASSWORD_VARIABLE} or standard input)`,
  description:
    'Creates a verified administrator and prints its referral code (a root code new members register with). ' +
    'The password is read from standard input or CREATE_ADMIN_PASSWORD, never from the command line; it ' +
    'needs 8+ characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&, and must ' +
    'not be a common password.',
  async run(options: Record<string, string>, config: Config, out, input) {
    if (options.password !== undefined) {
      out.error(
        '--password is not accepted: a password on the command line shows in the process list and the ' +
          `shell history. ${passwordSources}`,
      );
      return 1;
    }
    const missing = ['email', 'first-name', 'last-name'].filter((name) => !options[name]);
    if (missing.length > 0) {
      out.error(`Missing ${missing.map((m) => `--${m}`).join(', ')}\nUsage: npm run cli -- ${this.usage}`);
      return 1;
    }
    const password =
      input.env[PASSWORD_VARIABLE] || (await input.readSecret('Password for the new admin: ')) || '';
    if (!password) {
      out.error(`No password given. ${passwordSources}`);
      return 1;
    }
    const database = await prepareDatabase(config, { shareRunning: true });
    try {
      const admin = await createAdmin(
        database.connection.db,
        {
          email: options.email ?? '',
          password,
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
            .map((e) =>
              e.path === 'password'
                ? `password: ${e.message}`
                : `--${e.path.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${e.message}`,
            )
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
