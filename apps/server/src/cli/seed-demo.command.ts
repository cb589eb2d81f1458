import { prepareDatabase } from '../bootstrap';
import { NoRootAdminError, seedDemo } from '../features/demo';
import type { CliCommand } from './command';

export const seedDemoCommand: CliCommand = {
  name: 'seed-demo',
  usage: 'seed-demo',
  description:
    'Adds the demo network under the root admin: about 40 verified members with paid subscriptions ' +
    '(DIRECT rewards) and two DOWNLINE cycles. Safe to run again: only what is missing is added. ' +
    'Prints the demo member to sign in as.',
  async run(_options, config, out) {
    const database = await prepareDatabase(config, { shareRunning: true });
    try {
      const result = await seedDemo(database.connection.db);
      out.log(
        result.created
          ? `Demo network added: ${result.newMembers} new members, ${result.newPayments} subscription payments.`
          : 'The demo network is already there: nothing new was added.',
      );
      for (const cycle of result.cycles)
        out.log(
          `  cycle #${cycle.number} (${cycle.periodLabel}): ${cycle.status}, ${cycle.rewardsCreated} rewards`,
        );
      out.log(`Sign in as the demo member: ${result.signIn.email} / ${result.signIn.password}`);
      return 0;
    } catch (err) {
      if (!(err instanceof NoRootAdminError)) throw err;
      out.error(err.message);
      return 1;
    } finally {
      await database.close();
    }
  },
};
