import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail, type OutgoingMail } from '../../../src/infra/mail/outbox';
import { mailOutbox } from '../../../src/infra/mail/outbox.tables';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from '../../../src/infra/mail/retry-schedule';
import { SENT_BODY_ERASED, sendDueMail } from '../../../src/infra/mail/send-due-mail';
import { createSmtpTransport, type MailTransport } from '../../../src/infra/mail/smtp-transport';
import { createTestApp, type TestApp } from '../../support/create-test-app';
import { startTestSmtp, type TestSmtp } from '../../support/smtp';

// The worker's pass on its own, against a real SMTP server and the app's database (the app has
// no SMTP_URL, so its own worker stays off and only these calls send).
let t: TestApp;
let smtp: TestSmtp;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp();
  transport = createSmtpTransport(smtp.url, 'Rewards <no-reply@rewards.test>');
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  // Each test starts with an empty outbox: earlier tests' leftovers must not be sent here.
  await t.db.delete(mailOutbox);
  smtp.refuse(false);
});

let n = 0;
const message = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: `reader${++n}@example.com`,
  subject: `Message ${n}`,
  html: `<p>Body ${n}</p>`,
  text: `Body ${n}`,
  kind: 'verify-email',
  ...overrides,
});
const pass = (extra: Partial<Parameters<typeof sendDueMail>[0]> = {}) =>
  sendDueMail({ db: t.db, transport, now: t.clock.now, messageIdHost: 'rewards.test', ...extra });
const row = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const receivedFor = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

describe('the outbox worker', () => {
  it('sends a due message over SMTP and marks it sent after the server accepted it', async () => {
    const mail = message({ subject: 'Grüße & <hello>' });
    const id = await enqueueMail(t.db, mail, t.clock.now());
    expect(await pass()).toEqual({ sent: 1, failed: 0 });
    const [received] = receivedFor(mail.to);
    expect(received).toMatchObject({
      from: 'no-reply@rewards.test',
      subject: 'Grüße & <hello>',
      text: mail.text,
    });
    expect(received?.html).toBe(mail.html);
    expect(received?.headers['message-id']).toBe(`<${id}@rewards.test>`);
    expect(await row(id)).toMatchObject({ attempts: 1, lockedUntil: null, lastError: null, failedAt: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
  });

  it('erases the body of a delivered message (it held live links), keeps it while undelivered', async () => {
    const mail = message({ text: 'Open https://app.example/verify-email?token=secret-token' });
    const id = await enqueueMail(t.db, mail, t.clock.now());
    smtp.refuse(true);
    await pass();
    expect(await row(id)).toMatchObject({ text: mail.text, html: mail.html });
    smtp.refuse(false);
    t.clock.advance(30_000);
    await pass();
    expect(receivedFor(mail.to)[0]?.text).toContain('secret-token');
    expect(await row(id)).toMatchObject({
      text: SENT_BODY_ERASED,
      html: null,
      subject: mail.subject,
      to: mail.to,
    });
  });

  it('keeps the error and waits 30 s after a refusal, then sends once; the error stays on record', async () => {
    const mail = message();
    const id = await enqueueMail(t.db, mail, t.clock.now());
    smtp.refuse(true);
    const before = t.clock.now().getTime();
    expect(await pass()).toEqual({ sent: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lockedUntil: null });
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(30_000);
    expect(failed.nextAttemptAt.getTime() - before).toBeLessThan(31_000);

    smtp.refuse(false);
    expect(await pass()).toEqual({ sent: 0, failed: 0 }); // not due yet
    t.clock.advance(30_000);
    expect(await pass()).toEqual({ sent: 1, failed: 0 });
    expect(await pass()).toEqual({ sent: 0, failed: 0 });
    expect(receivedFor(mail.to)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 2, lastError: failed.lastError });
  });

  it('backs off exponentially, capped at an hour', async () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    const id = await enqueueMail(t.db, message(), t.clock.now());
    smtp.refuse(true);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      // The pass sees one instant, so a slow SMTP refusal on a loaded machine does not add to the wait.
      const now = t.clock.now();
      const at = now.getTime();
      await pass({ now: () => now });
      const next = (await row(id)).nextAttemptAt.getTime();
      waits.push(Math.round((next - at) / 1000));
      t.clock.advance(next - at);
    }
    expect(waits).toEqual([30, 60, 120]);
  });

  it(`gives up after ${MAX_SEND_ATTEMPTS} attempts and never takes the message again`, async () => {
    const id = await enqueueMail(t.db, message(), t.clock.now());
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_SEND_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    smtp.refuse(true);
    await pass();
    const gaveUp = await row(id);
    expect(gaveUp.failedAt).toBeInstanceOf(Date);
    expect(gaveUp.attempts).toBe(MAX_SEND_ATTEMPTS);
    smtp.refuse(false);
    t.clock.advance(2 * 3_600_000);
    expect(await pass()).toEqual({ sent: 0, failed: 0 });
  });

  it('two workers at once send every message exactly once (SKIP LOCKED and the lease)', async () => {
    const mails = Array.from({ length: 15 }, () => message());
    for (const mail of mails) await enqueueMail(t.db, mail, t.clock.now());
    const reports = await Promise.all([
      pass({ batchSize: 4 }),
      pass({ batchSize: 4 }),
      pass({ batchSize: 4 }),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(15);
    for (const mail of mails) expect(receivedFor(mail.to)).toHaveLength(1);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} IS NULL`);
    expect(left?.n).toBe(0);
  });

  it('leaves a message leased by another worker alone until the lease ends (a crashed worker)', async () => {
    const mail = message();
    const id = await enqueueMail(t.db, mail, t.clock.now());
    const leaseEnd = new Date(t.clock.now().getTime() + 120_000);
    await t.db.update(mailOutbox).set({ lockedUntil: leaseEnd, attempts: 1 }).where(eq(mailOutbox.id, id));
    expect(await pass()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(120_000);
    expect(await pass()).toEqual({ sent: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ attempts: 2 });
    expect(receivedFor(mail.to)).toHaveLength(1);
  });

  it('writes nothing when the transaction that enqueued rolls back', async () => {
    const mail = message();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, mail, t.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(rows).toHaveLength(0);
  });

  it('keeps header injection out of the subject and the address', async () => {
    const mail = message({ subject: 'Hi\r\nBcc: victim@example.com' });
    const id = await enqueueMail(t.db, mail, t.clock.now());
    expect((await row(id)).subject).toBe('Hi Bcc: victim@example.com');
    await pass();
    const [received] = receivedFor(mail.to);
    expect(received?.to).toEqual([mail.to]);
    expect(received?.headers.bcc).toBeUndefined();
  });
});
