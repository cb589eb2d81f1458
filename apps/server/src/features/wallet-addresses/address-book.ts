import { createHash, randomBytes } from 'node:crypto';
import {
  WALLET_ADDRESS_BOOK_MAX,
  WALLET_ADDRESS_LINK_TTL_HOURS,
  type WalletAddressEntry,
  type WalletAddressNotReady,
} from '@app/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { takeAddAllowance } from './rate-limits';
import type { BookOwner, WalletAddressDeps } from './wallet-address-deps';
import { enqueueAddedMail, recordBookEvent } from './wallet-address-events';
import { type WalletAddressRow, walletAddresses } from './wallet-addresses.tables';

const HOUR = 3_600_000;

/** What is stored and looked up: the SHA-256 of the link's token (the token itself is only e-mailed). */
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new single-use link: 32 random bytes, base64url, valid WALLET_ADDRESS_LINK_TTL_HOURS. */
function newLink(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashLinkToken(token),
    tokenExpiresAt: new Date(now.getTime() + WALLET_ADDRESS_LINK_TTL_HOURS * HOUR),
  };
}

/** Confirmed and its wait is over. */
export const isUsable = (row: WalletAddressRow, now: Date) =>
  row.status === 'CONFIRMED' && row.usableFrom !== null && row.usableFrom <= now;

export const toEntry = (row: WalletAddressRow, now: Date): WalletAddressEntry => ({
  _id: row.id,
  walletAddress: row.address,
  name: row.name,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  usableFrom: row.usableFrom?.toISOString() ?? null,
  usable: isUsable(row, now),
});

/** The member's entry for an address (any case), locked for the rest of the transaction. */
export async function findEntry(tx: DbOrTx, userId: string, address: string) {
  const [row] = await tx
    .select()
    .from(walletAddresses)
    .where(
      and(eq(walletAddresses.userId, userId), sql`lower(${walletAddresses.address}) = lower(${address})`),
    )
    .for('update');
  return row;
}

/**
 * Puts `address` (EIP-55) into the owner's book as PENDING and e-mails its confirmation link, in
 * the caller's transaction. An address already there is answered as it is, except a PENDING one
 * whose link expired (or was used by nothing): it gets a new link. Every new link counts towards
 * the account's allowance; the book holds at most WALLET_ADDRESS_BOOK_MAX addresses.
 */
export async function addToBook(
  tx: Tx,
  deps: Pick<WalletAddressDeps, 'db' | 'appUrl'>,
  input: {
    owner: BookOwner;
    address: string;
    name?: string | null;
    now: Date;
    via: 'profile' | 'withdrawal';
  },
): Promise<{ row: WalletAddressRow; linkSent: boolean }> {
  const { owner, address, now } = input;
  const existing = await findEntry(tx, owner.id, address);
  if (existing) {
    const linkLive =
      existing.tokenHash !== null && existing.tokenExpiresAt !== null && existing.tokenExpiresAt > now;
    if (existing.status === 'CONFIRMED' || linkLive) return { row: existing, linkSent: false };
    await takeAddAllowance(deps.db, owner.id);
    const { token, ...link } = newLink(now);
    const [row] = await tx
      .update(walletAddresses)
      .set(link)
      .where(eq(walletAddresses.id, existing.id))
      .returning();
    await enqueueAddedMail(tx, { owner, row: row!, token, appUrl: deps.appUrl, now });
    return { row: row!, linkSent: true };
  }
  const [held] = await tx
    .select({ n: count() })
    .from(walletAddresses)
    .where(eq(walletAddresses.userId, owner.id));
  if ((held?.n ?? 0) >= WALLET_ADDRESS_BOOK_MAX) throw new AppError('WALLET_ADDRESS_BOOK_FULL');
  await takeAddAllowance(deps.db, owner.id);
  const { token, ...link } = newLink(now);
  const [inserted] = await tx
    .insert(walletAddresses)
    .values({
      userId: owner.id,
      address,
      name: input.name ?? null,
      status: 'PENDING',
      createdAt: now,
      ...link,
    })
    .onConflictDoNothing()
    .returning();
  // A parallel call added it first: that one mailed the link.
  if (!inserted) return { row: (await findEntry(tx, owner.id, address))!, linkSent: false };
  await enqueueAddedMail(tx, { owner, row: inserted, token, appUrl: deps.appUrl, now });
  await recordBookEvent(tx, {
    userId: owner.id,
    event: 'wallet-address-added',
    row: inserted,
    now,
    via: input.via,
  });
  return { row: inserted, linkSent: true };
}

/**
 * Inside a withdrawal's transaction (the code request, or the withdrawal itself): null when the
 * address is confirmed and its wait is over (the row stays locked, so it cannot be removed under
 * the withdrawal); otherwise what the member must wait for, after adding it as PENDING (with a
 * link e-mailed) if it was not in the book. The caller commits that and refuses the call.
 */
export async function checkWithdrawalAddress(
  tx: Tx,
  deps: Pick<WalletAddressDeps, 'db' | 'appUrl'>,
  input: { owner: BookOwner; address: string; now: Date },
): Promise<WalletAddressNotReady | null> {
  const found = await findEntry(tx, input.owner.id, input.address);
  if (found && isUsable(found, input.now)) return null;
  const { row, linkSent } =
    found?.status === 'CONFIRMED'
      ? { row: found, linkSent: false }
      : await addToBook(tx, deps, { ...input, via: 'withdrawal' });
  return {
    walletAddress: row.address,
    status: row.status,
    usableFrom: row.usableFrom?.toISOString() ?? null,
    linkSent,
  };
}

const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** WALLET_ADDRESS_NOT_READY with its data and a sentence that says when. */
export function walletAddressNotReady(notReady: WalletAddressNotReady): AppError {
  const detail =
    notReady.status === 'CONFIRMED' && notReady.usableFrom
      ? `This wallet address was confirmed recently. Withdrawals to it open at ${utcMinute(notReady.usableFrom)}.`
      : notReady.linkSent
        ? 'This wallet address is new, so it was added to your address book. Confirm it with the link we just e-mailed you; it can be used 24 hours after confirmation.'
        : 'This wallet address awaits confirmation: use the link we e-mailed you. It can be used 24 hours after confirmation.';
  return new AppError('WALLET_ADDRESS_NOT_READY', { data: notReady, detail });
}
