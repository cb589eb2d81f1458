// The one seeding entry the server exports for the browser tests (e2e/support): the demo network's
// plan, and networks built with the server's own registration functions in its running database.
import { readFile } from 'node:fs/promises';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { createAdmin, hashPassword, insertUser, secretKey } from './features/accounts';
import { sessions } from './features/accounts/accounts.tables';
import { forgetUsedTotpStep, seedTotpFactor } from './features/two-factor';
import { placeUnderReferrer } from './features/network';
import { usersRepository } from './features/users';
import { placeConfirmedAddress } from './features/wallet-addresses';
import { walletAddresses } from './features/wallet-addresses/wallet-addresses.tables';
import { devAccountKey, devXpubFromMnemonic, parseUsdt, sendUsdt } from './infra/chain';
import { connectDatabase, type Db } from './infra/db/client';
import { devChainFile, type DevChainFile } from './infra/dev-services';
import { runningEmbeddedUrl } from './infra/db/embedded/running-embedded';
import { readOrCreateSecret, resolveJwtSecret } from './infra/secrets';

export { DEMO_MEMBER, DEMO_PASSWORD, demoMembers } from './features/demo';

export interface WideNetworkOptions {
  /** DATA_DIR of the running server whose embedded database gets the members. */
  dataDir: string;
  /** The member the network hangs under (the e2e admin). */
  referrerEmail: string;
  password: string;
  /** Keeps e-mails and exchange UIDs apart between parallel workers. */
  worker: number;
  /** Direct referrals of the new top member, and members under each of them. */
  directs: number;
  perDirect: number;
}

/**
 * A new top member with `directs` direct referrals of `perDirect` members each, verified, ACTIVE,
 * linked and paid for a year, through insertUser and placeUnderReferrer. Returns the top's e-mail.
 */
export async function seedWideNetwork(options: WideNetworkOptions): Promise<string> {
  const url = runningEmbeddedUrl(options.dataDir);
  if (!url) throw new Error(`no running e2e database in ${options.dataDir}`);
  const connection = connectDatabase(url, { maxConnections: 1 });
  try {
    const db = connection.db;
    const referrer = await usersRepository.findByEmail(db, options.referrerEmail);
    if (!referrer) throw new Error(`${options.referrerEmail} is missing`);
    const passwordHash = await hashPassword(options.password);
    const { worker } = options;
    const stamp = `w${worker}t${Date.now()}`;
    const now = Date.now();
    // Exchange UIDs are unique: this worker's number and the time, then a counter.
    let uid = Number(`6${worker}${String(now).slice(-7)}`) * 10_000;
    const add = (firstName: string, referrerId: string) =>
      db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          firstName,
          lastName: 'Wide',
          email: `${firstName}.${stamp}@wide.example.com`.toLowerCase(),
          passwordHash,
          isEmailVerified: true,
          status: 'ACTIVE',
          referredById: referrerId,
          bingxUid: String(++uid),
          subscriptionPaidAt: new Date(now),
          subscriptionExpiresAt: new Date(now + 365 * 86_400_000),
        });
        await placeUnderReferrer(tx, user.id, referrerId);
        return user;
      });
    const top = await add('Wendy', referrer.id);
    for (let i = 1; i <= options.directs; i++) {
      const direct = await add(`Direct${i}`, top.id);
      for (let j = 1; j <= options.perDirect; j++) await add(`Second${i}x${j}`, direct.id);
    }
    return top.email;
  } finally {
    await connection.close();
  }
}

/**
 * A manual payout on the running server's local chain (DATA_DIR/dev-chain.json): a real USDT
 * transfer from the admin's own wallet of the embedded default (Hardhat account 3). Returns the hash.
 */
export async function payOnDevChain(options: { dataDir: string; to: string; amount: string }) {
  const chain = JSON.parse(await readFile(devChainFile(options.dataDir), 'utf8')) as DevChainFile;
  const send = () =>
    sendUsdt({
      rpcUrl: chain.rpcUrl,
      token: chain.token,
      to: options.to as Address,
      amount: parseUsdt(options.amount),
      senderKey: devAccountKey(3),
    });
  // Browser tests in parallel workers pay from the same dev account: two of them can pick the same
  // nonce, and the later one is refused ("nonce too low"); it sends again with the next nonce.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await send()).txHash;
    } catch (err) {
      if (attempt >= 5 || !/nonce/i.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * An admin whose password was generated, as the first start makes it when ADMIN_PASSWORD is unset:
 * its first sign-in must change the password (issue 21). In the running e2e database.
 */
export async function seedAdminWithGeneratedPassword(options: {
  dataDir: string;
  email: string;
  password: string;
  /** false: a password given by its owner (ADMIN_PASSWORD, create-admin), not to be changed. */
  generated?: boolean;
}): Promise<void> {
  const url = runningEmbeddedUrl(options.dataDir);
  if (!url) throw new Error(`no running e2e database in ${options.dataDir}`);
  const connection = connectDatabase(url, { maxConnections: 1 });
  try {
    await createAdmin(
      connection.db,
      { email: options.email, password: options.password, firstName: 'First', lastName: 'Admin' },
      { source: 'first-start' },
      new Date(),
      { mustChangePassword: options.generated ?? true },
    );
  } finally {
    await connection.close();
  }
}

/** Runs `work` on the running e2e database (DATA_DIR's embedded server). */
async function onRunningDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`no running e2e database in ${dataDir}`);
  const connection = connectDatabase(url, { maxConnections: 1 });
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const user = await usersRepository.findByEmail(db, email);
  if (!user) throw new Error(`${email} is missing`);
  return user.id;
}

/**
 * Admins must have a second factor (issue 14): the browser tests' admin gets a confirmed TOTP
 * factor with a known secret, sealed with the running server's key (DATA_DIR/jwt-secret), so its
 * sign-ins answer the second step with codes computed from that secret. Idempotent.
 */
export async function seedTotpFactorFor(options: { dataDir: string; email: string; secret: string }) {
  const key = secretKey(resolveJwtSecret({ jwtSecret: undefined, dataDir: options.dataDir }));
  await onRunningDatabase(options.dataDir, async (db) =>
    seedTotpFactor(db, key, {
      userId: await userIdOf(db, options.email),
      secret: options.secret,
      now: new Date(),
    }),
  );
}

/**
 * A code is accepted once, and the next must come from a later 30-second step; the suite signs
 * its one admin in many times a minute, so before each sign-in the factor forgets its last step
 * (the sign-in still runs every check).
 */
export const forgetUsedTotpStepOf = (options: { dataDir: string; email: string }) =>
  onRunningDatabase(options.dataDir, async (db) => forgetUsedTotpStep(db, await userIdOf(db, options.email)));

/**
 * Makes every live session of the account look as if its second factor was last checked
 * `minutes` ago, as after a coffee break: admin decisions then ask for a step-up (issue 14).
 */
export const ageSecondFactorChecks = (options: { dataDir: string; email: string; minutes: number }) =>
  onRunningDatabase(options.dataDir, async (db) => {
    const userId = await userIdOf(db, options.email);
    await db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - options.minutes * 60_000) })
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.secondFactorAt)));
  });

/**
 * The environment of a second server instance on the running e2e server's database (live updates,
 * issue 17): its PostgreSQL (DATABASE_URL), its session key (so one sign-in works on both), its
 * local chain and test USDT. The second instance counts a transfer only after 1000 blocks, so a
 * fresh payment is credited by the first instance's watcher, never by its own: an event it pushes
 * for that credit came through the database.
 */
export async function secondInstanceEnv(options: { dataDir: string }): Promise<Record<string, string>> {
  const url = runningEmbeddedUrl(options.dataDir);
  if (!url) throw new Error(`no running e2e database in ${options.dataDir}`);
  const chain = JSON.parse(await readFile(devChainFile(options.dataDir), 'utf8')) as DevChainFile;
  return {
    DATABASE_URL: url,
    JWT_SECRET: readOrCreateSecret(options.dataDir, 'jwt-secret'),
    BSC_RPC_URL: chain.rpcUrl,
    USDT_CONTRACT: chain.token,
    DEPOSIT_XPUB: devXpubFromMnemonic(),
    CHAIN_CONFIRMATIONS: '1000',
  };
}

/**
 * A withdrawal address in a member's book, confirmed two days ago (its 24-hour wait over), so a
 * browser test withdraws to it at once (ADR 0012); the address-book spec tests the wait itself.
 */
export const seedUsableWalletAddress = (options: { dataDir: string; email: string; address: string }) =>
  onRunningDatabase(options.dataDir, async (db) =>
    placeConfirmedAddress(db, {
      userId: await userIdOf(db, options.email),
      address: getAddress(options.address),
      confirmedAt: new Date(Date.now() - 2 * 86_400_000),
    }),
  );

/**
 * Moves a confirmed address's confirmation `hours` into the past (the browser test of the 24-hour
 * wait: the server's clock cannot be moved from the browser), as if confirmed that long ago.
 */
export const ageWalletAddressConfirmation = (options: {
  dataDir: string;
  email: string;
  address: string;
  hours: number;
}) =>
  onRunningDatabase(options.dataDir, async (db) => {
    const userId = await userIdOf(db, options.email);
    const shift = sql`${options.hours} * interval '1 hour'`;
    const moved = await db
      .update(walletAddresses)
      .set({
        confirmedAt: sql`${walletAddresses.confirmedAt} - ${shift}`,
        usableFrom: sql`${walletAddresses.usableFrom} - ${shift}`,
      })
      .where(
        and(
          eq(walletAddresses.userId, userId),
          sql`lower(${walletAddresses.address}) = lower(${options.address})`,
          eq(walletAddresses.status, 'CONFIRMED'),
        ),
      )
      .returning({ id: walletAddresses.id });
    if (moved.length !== 1)
      throw new Error(`${options.address} is not a confirmed address of ${options.email}`);
  });
