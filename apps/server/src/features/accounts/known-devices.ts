import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { enqueueMail } from '../../infra/mail';
import { newDeviceSignInMail } from '../../infra/mail/templates';
import type { UserRow } from '../users/users.tables';
import { knownDevices } from './accounts.tables';
import { addressNetwork } from './device-network';
import type { SessionMeta } from './sessions';
import { describeUserAgent } from './user-agent';

const END_SESSIONS_LINK_MS = 7 * 24 * 3_600_000;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newDeviceId = () => randomBytes(32).toString('base64url');
/** The device cookie's value when it is one of ours in shape, else undefined (a new device). */
export const readDeviceId = (value: string | undefined) =>
  value && DEVICE_ID.test(value) ? value : undefined;

/**
 * Records the device of a sign-in: the device cookie's id (a new one when the browser sent none)
 * and the address's network. A pair the account has not signed in from before e-mails the member
 * once, with a link that ends every session; a known pair only updates its last sign-in. The
 * account's very first sign-in is recorded without an e-mail (nothing was known yet). Runs in
 * the sign-in's transaction (the login's activity event says when the device was new); the unique (user, device, network) index makes parallel sign-ins
 * of one new device send one e-mail.
 */
export async function noteSignInDevice(
  tx: DbOrTx,
  input: { user: UserRow; meta: SessionMeta; now: Date; appUrl: string },
): Promise<{ deviceId: string; alerted: boolean }> {
  const { user, meta, now } = input;
  const deviceId = readDeviceId(meta.deviceId) ?? newDeviceId();
  const network = addressNetwork(meta.ip);
  const [anyKnown] = await tx
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, user.id))
    .limit(1);
  const token = randomBytes(32).toString('base64url');
  const [inserted] = await tx
    .insert(knownDevices)
    .values({
      userId: user.id,
      deviceHash: sha256(deviceId),
      network,
      firstSeenAt: now,
      lastSeenAt: now,
      ...(anyKnown
        ? {
            endSessionsTokenHash: sha256(token),
            endSessionsExpiresAt: new Date(now.getTime() + END_SESSIONS_LINK_MS),
          }
        : {}),
    })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash, knownDevices.network],
      set: { lastSeenAt: now },
    })
    // xmax = 0 only on a row this statement inserted (not on one it updated).
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  if (!inserted?.isNew || !anyKnown) return { deviceId, alerted: false };
  const { browser, device } = describeUserAgent(meta.userAgent);
  const content = newDeviceSignInMail({
    appUrl: input.appUrl,
    firstName: user.firstName,
    at: now,
    ip: meta.ip ?? null,
    browser,
    device,
    endSessionsToken: token,
    language: user.language,
  });
  await enqueueMail(tx, { ...content, to: user.email, kind: 'new-device-sign-in' }, now);
  return { deviceId, alerted: true };
}

/**
 * The new-device e-mail's link: the account behind a live, unused token, which is used up here.
 * Null for an unknown, expired or used one.
 */
export async function useEndSessionsToken(tx: DbOrTx, token: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(knownDevices)
    .set({ endSessionsUsedAt: now })
    .where(
      and(
        eq(knownDevices.endSessionsTokenHash, sha256(token)),
        isNull(knownDevices.endSessionsUsedAt),
        gt(knownDevices.endSessionsExpiresAt, now),
      ),
    )
    .returning({ userId: knownDevices.userId });
  return row?.userId ?? null;
}

/** A deleted account keeps no devices or networks (ADR 0007). */
export async function eraseKnownDevices(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

export const knownDeviceCount = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId));
  return row?.n ?? 0;
};
