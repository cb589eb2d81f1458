import { WALLET_ADDRESS_WAIT_HOURS, type SecurityActivityEvent } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail';
import { walletAddressAddedMail, walletAddressConfirmedMail } from '../../infra/mail/templates';
import { recordActivity } from '../activity';
import type { BookOwner } from './wallet-address-deps';
import type { WalletAddressRow } from './wallet-addresses.tables';

/** An address-book event in the member's activity (type 'security', details.event). */
export async function recordBookEvent(
  tx: DbOrTx,
  input: { userId: string; event: SecurityActivityEvent; row: WalletAddressRow; now: Date; via?: string },
) {
  await recordActivity(tx, {
    userId: input.userId,
    type: 'security',
    details: {
      event: input.event,
      walletAddress: input.row.address,
      ...(input.row.name ? { name: input.row.name } : {}),
      ...(input.via ? { via: input.via } : {}),
    },
    at: input.now,
  });
}

/** The confirmation link, written to the outbox in the transaction that adds (or re-links) the address. */
export async function enqueueAddedMail(
  tx: DbOrTx,
  p: { owner: BookOwner; row: WalletAddressRow; token: string; appUrl: string; now: Date },
) {
  const content = walletAddressAddedMail({
    appUrl: p.appUrl,
    firstName: p.owner.firstName,
    address: p.row.address,
    name: p.row.name,
    at: p.now,
    linkExpiresAt: p.row.tokenExpiresAt ?? p.now,
    waitHours: WALLET_ADDRESS_WAIT_HOURS,
    token: p.token,
    language: p.owner.language,
  });
  await enqueueMail(tx, { ...content, to: p.owner.email, kind: 'wallet-address-added' }, p.now);
}

export async function enqueueConfirmedMail(
  tx: DbOrTx,
  p: { owner: BookOwner; row: WalletAddressRow; appUrl: string; now: Date },
) {
  const content = walletAddressConfirmedMail({
    appUrl: p.appUrl,
    firstName: p.owner.firstName,
    address: p.row.address,
    name: p.row.name,
    at: p.now,
    usableFrom: p.row.usableFrom ?? p.now,
    language: p.owner.language,
  });
  await enqueueMail(tx, { ...content, to: p.owner.email, kind: 'wallet-address-confirmed' }, p.now);
}
