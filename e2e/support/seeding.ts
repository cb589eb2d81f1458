// Data the browser tests build or read through the server's one seeding entry for tests
// (apps/server/src/seed-for-tests.ts): the demo network's plan, wide networks, and transfers on
// the local chain.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ageSecondFactorChecks,
  forgetUsedTotpStepOf,
  ageWalletAddressConfirmation,
  payOnDevChain,
  secondInstanceEnv,
  seedAdminWithGeneratedPassword,
  seedTotpFactorFor,
  seedUsableWalletAddress,
  seedWideNetwork,
} from '../../apps/server/src/seed-for-tests';
import { e2eAdmin } from './accounts';

export { DEMO_MEMBER, DEMO_PASSWORD, demoMembers } from '../../apps/server/src/seed-for-tests';

export const WIDE_PASSWORD = 'Network@12345';

/** The browser-test server's DATA_DIR (playwright.config.ts). */
const dataDir = path.resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.DATA_DIR ?? '.data-test/e2e',
);

/** 30 direct referrals with 80 members each under a new member; returns that member's e-mail. */
export const seedWideNetworkFor = (worker: number): Promise<string> =>
  seedWideNetwork({
    dataDir,
    referrerEmail: e2eAdmin.email,
    password: WIDE_PASSWORD,
    worker,
    directs: 30,
    perDirect: 80,
  });

/** A manual payout: a real USDT transfer from the admin's own wallet on the test server's chain. */
export const payManually = (to: string, amount: string): Promise<string> =>
  payOnDevChain({ dataDir, to, amount });

/** An admin with a generated password that its first sign-in must change (issue 21). */
export const seedAdminToChangePassword = (email: string, password: string): Promise<void> =>
  seedAdminWithGeneratedPassword({ dataDir, email, password });

/** An admin whose password was given (not generated): no change, but a second factor to set up (issue 14). */
export const seedAdminWithPassword = (email: string, password: string): Promise<void> =>
  seedAdminWithGeneratedPassword({ dataDir, email, password, generated: false });

/** The account gets a confirmed TOTP factor with `secret` (the e2e admin's: support/two-factor.ts). */
export const seedTotpFactor = (email: string, secret: string): Promise<void> =>
  seedTotpFactorFor({ dataDir, email, secret });

/** The account's factor forgets its last accepted step, so a code of the current step is taken. */
export const forgetUsedTotpStep = (email: string): Promise<void> => forgetUsedTotpStepOf({ dataDir, email });

/** The account's sessions last checked their second factor `minutes` ago (step-up, issue 14). */
export const ageSecondFactorCheck = (email: string, minutes: number): Promise<void> =>
  ageSecondFactorChecks({ dataDir, email, minutes });

/** The environment of a second server instance on the test server's database, chain and key. */
export const secondInstanceEnvFor = (): Promise<Record<string, string>> => secondInstanceEnv({ dataDir });

/**
 * A withdrawal address in the member's book, confirmed two days ago, so withdrawals to it go
 * through the spec's flow at once (issue 14, ADR 0012); e2e/address-book.spec.ts tests the wait.
 */
export const seedUsableAddress = (email: string, address: string): Promise<void> =>
  seedUsableWalletAddress({ dataDir, email, address });

/** A confirmed address's confirmation moved `hours` into the past (the server's clock stays). */
export const ageAddressConfirmation = (email: string, address: string, hours: number): Promise<void> =>
  ageWalletAddressConfirmation({ dataDir, email, address, hours });
