import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../src/infra/mail/outbox.tables';
import type { TestApp } from '../support/create-test-app';
import { TEST_PASSWORD } from '../support/users';

let counter = 0;

/** A unique address for this test process. */
export const uniqueEmail = (label = 'new') =>
  `${label}.${++counter}.${process.pid}.${Date.now()}@example.com`;

/** A valid registration payload under `referralCode`. */
export const registration = (referralCode: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  referredByCode: referralCode,
  ...overrides,
});

/** The outbox messages to an address, newest first. */
export const outboxTo = (t: TestApp, email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
    .orderBy(desc(mailOutbox.createdAt));

export const outboxById = async (t: TestApp, id: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

/** The `token` query value of the first link to `path` in a text (e-mail body). */
export function tokenFromLink(text: string, path: '/verify-email' | '/reset-password'): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!link?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return link[1];
}

/** The token of the newest e-mail of `kind` to `email` in the outbox. */
export async function latestToken(t: TestApp, email: string, kind: 'verify-email' | 'reset-password') {
  const message = (await outboxTo(t, email)).find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} e-mail to ${email}`);
  return tokenFromLink(message.text, kind === 'verify-email' ? '/verify-email' : '/reset-password');
}
