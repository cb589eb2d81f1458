import { WALLET_ADDRESS_WAIT_HOURS } from '@app/contract';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../users/users.tables';
import { addToBook, hashLinkToken, toEntry } from './address-book';
import type { BookOwner, WalletAddressDeps } from './wallet-address-deps';
import { enqueueConfirmedMail, recordBookEvent } from './wallet-address-events';
import { walletAddresses } from './wallet-addresses.tables';

const HOUR = 3_600_000;

async function readOwner(tx: DbOrTx, userId: string): Promise<BookOwner | undefined> {
  const [owner] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return owner;
}

/** `GET /wallet-addresses`: the member's book, oldest first. */
export async function listWalletAddresses(deps: WalletAddressDeps, userId: string) {
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(walletAddresses)
    .where(eq(walletAddresses.userId, userId))
    .orderBy(asc(walletAddresses.createdAt), asc(walletAddresses.id));
  return { addresses: rows.map((row) => toEntry(row, now)) };
}

/** `POST /wallet-addresses`: adding from the profile waits like any new address. */
export async function addWalletAddress(
  deps: WalletAddressDeps,
  userId: string,
  input: { walletAddress: string; name?: string | null | undefined },
) {
  const now = deps.now();
  const added = await deps.db.transaction(async (tx) => {
    const owner = await readOwner(tx, userId);
    if (!owner) throw new AppError('ACCOUNT_NOT_ACTIVE');
    return addToBook(tx, deps, {
      owner,
      address: input.walletAddress,
      name: input.name ?? null,
      now,
      via: 'profile',
    });
  });
  if (added.linkSent) deps.wakeMail?.();
  return { entry: toEntry(added.row, now), linkSent: added.linkSent };
}

/** `PUT /wallet-addresses/:id`: only the member's own (another's is not found). */
export async function renameWalletAddress(
  deps: WalletAddressDeps,
  userId: string,
  id: string,
  name: string | null,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(walletAddresses)
      .set({ name })
      .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)))
      .returning();
    if (!row) throw new AppError('WALLET_ADDRESS_NOT_FOUND');
    await recordBookEvent(tx, { userId, event: 'wallet-address-renamed', row, now });
    return toEntry(row, now);
  });
}

/** `DELETE /wallet-addresses/:id`: at once; using the address again means adding it again. */
export async function removeWalletAddress(deps: WalletAddressDeps, userId: string, id: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(walletAddresses)
      .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)))
      .returning();
    if (!row) throw new AppError('WALLET_ADDRESS_NOT_FOUND');
    await recordBookEvent(tx, { userId, event: 'wallet-address-removed', row, now });
  });
}

/**
 * `POST /wallet-addresses/confirm`: the link's token confirms exactly the row it was issued for
 * (its owner's book, nothing else), once, before it expires. Usable WALLET_ADDRESS_WAIT_HOURS later.
 */
export async function confirmWalletAddress(deps: WalletAddressDeps, token: string) {
  const now = deps.now();
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(walletAddresses)
      .set({
        status: 'CONFIRMED',
        confirmedAt: now,
        usableFrom: new Date(now.getTime() + WALLET_ADDRESS_WAIT_HOURS * HOUR),
        tokenHash: null,
        tokenExpiresAt: null,
      })
      .where(
        and(
          eq(walletAddresses.tokenHash, hashLinkToken(token)),
          eq(walletAddresses.status, 'PENDING'),
          gt(walletAddresses.tokenExpiresAt, now),
        ),
      )
      .returning();
    if (!row) throw new AppError('WALLET_ADDRESS_LINK_INVALID');
    const owner = await readOwner(tx, row.userId);
    if (!owner) throw new AppError('WALLET_ADDRESS_LINK_INVALID');
    await enqueueConfirmedMail(tx, { owner, row, appUrl: deps.appUrl, now });
    await recordBookEvent(tx, { userId: row.userId, event: 'wallet-address-confirmed', row, now });
    return row;
  });
  deps.wakeMail?.();
  return toEntry(confirmed, now);
}

/** A deleted account keeps no address book (ADR 0007: personal data is erased). */
export async function eraseWalletAddresses(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(walletAddresses).where(eq(walletAddresses.userId, userId));
}

/**
 * An address put into a book as confirmed at `confirmedAt` (usable 24 hours later), without a link:
 * for the demo network and the tests' seeding only, never reachable from a call. Idempotent.
 */
export async function placeConfirmedAddress(
  db: DbOrTx,
  input: { userId: string; address: string; name?: string | null; confirmedAt: Date },
): Promise<void> {
  await db
    .insert(walletAddresses)
    .values({
      userId: input.userId,
      address: input.address,
      name: input.name ?? null,
      status: 'CONFIRMED',
      createdAt: input.confirmedAt,
      confirmedAt: input.confirmedAt,
      usableFrom: new Date(input.confirmedAt.getTime() + WALLET_ADDRESS_WAIT_HOURS * HOUR),
    })
    .onConflictDoNothing();
}
