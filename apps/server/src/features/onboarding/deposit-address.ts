import { eq, sql } from 'drizzle-orm';
import type { HDKey } from 'viem/accounts';
import { AppError } from '../../http/app-error';
import { DepositDerivationError, deriveDepositAddress, parseDepositXpub } from '../../infra/chain';
import type { Db, DbOrTx } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { depositIndexSeq } from './onboarding.tables';

/** DEPOSIT_XPUB parsed once; WALLET_CREATION_FAILED when it is not a usable public key. */
export function depositKeyOrThrow(xpub: string | HDKey): HDKey {
  if (typeof xpub !== 'string') return xpub;
  try {
    return parseDepositXpub(xpub);
  } catch (error) {
    if (error instanceof DepositDerivationError) throw new AppError('WALLET_CREATION_FAILED');
    throw error;
  }
}

/**
 * Gives a member a deposit address once: the next deposit index and the address derived from the
 * xpub at m/44'/60'/0'/0/index. Takes the account's row lock, so two callers assign one address.
 * Admins get none, nor does anyone when no DEPOSIT_XPUB is configured (tests without a chain; the
 * server's start always sets one). Returns the address or null; WALLET_CREATION_FAILED when
 * derivation is impossible. Call it inside the transaction that creates the account.
 */
export async function assignDepositAddress(
  tx: DbOrTx,
  userId: string,
  depositXpub: string | HDKey | undefined,
): Promise<string | null> {
  const [row] = await tx
    .select({ walletAddress: users.walletAddress, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new Error(`no account ${userId}`);
  if (row.walletAddress || row.isAdmin || depositXpub === undefined) return row.walletAddress;

  const key = depositKeyOrThrow(depositXpub);
  const [next] = await tx
    .execute<{ index: string }>(sql`SELECT nextval(${depositIndexSeq.seqName}) AS index`)
    .then((r) => r.rows);
  const index = Number(next?.index);
  let address: string;
  try {
    address = deriveDepositAddress(key, index);
  } catch (error) {
    if (error instanceof DepositDerivationError) throw new AppError('WALLET_CREATION_FAILED');
    throw error;
  }
  await tx.update(users).set({ depositIndex: index, walletAddress: address }).where(eq(users.id, userId));
  return address;
}

/**
 * The member's deposit address, assigned on first read for accounts made before onboarding existed
 * (or by a path that did not assign one). A no-op read once the address is there.
 */
export async function ensureDepositAddress(
  db: Db,
  user: { id: string; walletAddress: string | null; isAdmin: boolean },
  depositXpub: string | HDKey | undefined,
): Promise<string | null> {
  if (user.walletAddress || user.isAdmin) return user.walletAddress;
  return db.transaction((tx) => assignDepositAddress(tx, user.id, depositXpub));
}
