// The one seeding entry the server exports for the browser tests (e2e/support): the demo network's
// plan, and networks built with the server's own registration functions in its running database.
import { readFile } from 'node:fs/promises';
import { type Address, getAddress } from 'viem';
import { createAdmin, hashPassword, insertUser } from './features/accounts';
import { placeUnderReferrer } from './features/network';
import { usersRepository } from './features/users';
import { placeConfirmedAddress } from './features/wallet-addresses';
import { walletAddresses } from './features/wallet-addresses/wallet-addresses.tables';
import { and, eq, sql } from 'drizzle-orm';
import { devAccountKey, parseUsdt, sendUsdt } from './infra/chain';
import { connectDatabase } from './infra/db/client';
import { devChainFile, type DevChainFile } from './infra/dev-services';
import { runningEmbeddedUrl } from './infra/db/embedded/running-embedded';

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
  const sent = await sendUsdt({
    rpcUrl: chain.rpcUrl,
    token: chain.token,
    to: options.to as Address,
    amount: parseUsdt(options.amount),
    senderKey: devAccountKey(3),
  });
  return sent.txHash;
}

/**
 * An admin whose password was generated, as the first start makes it when ADMIN_PASSWORD is unset:
 * its first sign-in must change the password (issue 21). In the running e2e database.
 */
export async function seedAdminWithGeneratedPassword(options: {
  dataDir: string;
  email: string;
  password: string;
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
      { mustChangePassword: true },
    );
  } finally {
    await connection.close();
  }
}

/**
 * A withdrawal address in a member's book, confirmed two days ago (its 24-hour wait over), so a
 * browser test withdraws to it at once (ADR 0012); the address-book spec tests the wait itself.
 */
export async function seedUsableWalletAddress(options: { dataDir: string; email: string; address: string }) {
  const url = runningEmbeddedUrl(options.dataDir);
  if (!url) throw new Error(`no running e2e database in ${options.dataDir}`);
  const connection = connectDatabase(url, { maxConnections: 1 });
  try {
    const user = await usersRepository.findByEmail(connection.db, options.email);
    if (!user) throw new Error(`${options.email} is missing`);
    await placeConfirmedAddress(connection.db, {
      userId: user.id,
      address: getAddress(options.address),
      confirmedAt: new Date(Date.now() - 2 * 86_400_000),
    });
  } finally {
    await connection.close();
  }
}

/**
 * Moves a confirmed address's confirmation `hours` into the past (the browser test of the 24-hour
 * wait: the server's clock cannot be moved from the browser), as if confirmed that long ago.
 */
export async function ageWalletAddressConfirmation(options: {
  dataDir: string;
  email: string;
  address: string;
  hours: number;
}) {
  const url = runningEmbeddedUrl(options.dataDir);
  if (!url) throw new Error(`no running e2e database in ${options.dataDir}`);
  const connection = connectDatabase(url, { maxConnections: 1 });
  try {
    const user = await usersRepository.findByEmail(connection.db, options.email);
    if (!user) throw new Error(`${options.email} is missing`);
    const shift = sql`${options.hours} * interval '1 hour'`;
    const moved = await connection.db
      .update(walletAddresses)
      .set({
        confirmedAt: sql`${walletAddresses.confirmedAt} - ${shift}`,
        usableFrom: sql`${walletAddresses.usableFrom} - ${shift}`,
      })
      .where(
        and(
          eq(walletAddresses.userId, user.id),
          sql`lower(${walletAddresses.address}) = lower(${options.address})`,
          eq(walletAddresses.status, 'CONFIRMED'),
        ),
      )
      .returning({ id: walletAddresses.id });
    if (moved.length !== 1)
      throw new Error(`${options.address} is not a confirmed address of ${options.email}`);
  } finally {
    await connection.close();
  }
}
