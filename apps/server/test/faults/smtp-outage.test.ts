import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/infra/mail/outbox.tables';
import { retryDelayMs } from '../../src/infra/mail/retry-schedule';
import { sendDueMail } from '../../src/infra/mail/send-due-mail';
import { createSmtpTransport } from '../../src/infra/mail/smtp-transport';
import { registration } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember } from '../support/users';
import { type FaultySmtp, type SmtpFault, startFaultySmtp } from './support/faulty-smtp';
import { sleep, waitUntil } from './support/wait';

// The mail server refuses in four different ways while e-mails of every kind wait in the outbox,
// then accepts again: each e-mail arrives exactly once. The app's own outbox job sends (woken as
// the product wakes it); the test clock stands in for the back-off waits.
vi.setConfig({ testTimeout: 60_000 });

let smtp: FaultySmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFaultySmtp();
  smtp.setFault('greeting-421');
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rewards <no-reply@rewards.test>' } });
  t.app.jobs.start();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const outbox = () => t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

describe('the mail server refusing for a while', () => {
  it('delivers every queued e-mail exactly once after 421, 451 at MAIL and DATA, and cut connections', async () => {
    const admin = await createAdmin(t);
    const forgetful = await createMember(t);
    const saver = await createMember(t);

    // E-mails of each kind queued through the product while the server refuses.
    const queuedFrom = t.clock.now().getTime();
    for (let i = 0; i < 3; i++) {
      const res = await t.post('/api/users/register', { body: registration(admin.referralCode) });
      expect(res.status, res.text).toBe(200);
    }
    expect((await t.post('/api/users/forgot-password', { body: { email: forgetful.email } })).status).toBe(
      200,
    );
    expect((await t.post('/api/otp/withdrawal/request', { token: saver.token })).status).toBe(200);
    const queued = await outbox();
    const kinds = new Set(queued.map((m) => m.kind));
    expect(kinds).toEqual(new Set(['verify-email', 'reset-password', 'withdrawal-code']));
    expect(queued).toHaveLength(5);
    const ids = queued.map((m) => m.id);

    // Each refusal in turn: every message is tried once more, fails, and waits twice as long.
    const faults: SmtpFault[] = ['greeting-421', 'mail-451', 'data-451', 'drop'];
    const errors: Record<string, string> = {};
    for (const [i, fault] of faults.entries()) {
      const attempt = i + 1;
      smtp.setFault(fault);
      if (i > 0) t.clock.advance(retryDelayMs(i)); // exactly the wait the previous failure set
      // The first tries ran as the requests woke the job; later ones when woken here.
      const before = i === 0 ? queuedFrom : t.clock.now().getTime();
      t.app.ctx.mail.wake();
      const rows = await waitUntil(`attempt ${attempt} (${fault}) of every message`, async () => {
        const found = await outbox();
        return found.every((m) => m.attempts === attempt && m.lockedUntil === null && m.lastError) && found;
      });
      const after = t.clock.now().getTime();
      for (const m of rows) {
        expect(m.sentAt, m.kind).toBeNull();
        expect(m.failedAt).toBeNull();
        // The next try waits retryDelayMs(attempt): 30 s, 60 s, 120 s, 240 s.
        expect(m.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(attempt));
        expect(m.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + retryDelayMs(attempt));
      }
      errors[fault] = rows[0]!.lastError!;
      expect(smtp.refusals[fault]).toBeGreaterThanOrEqual(ids.length);
      expect(smtp.delivered).toEqual([]);
    }
    expect(errors['greeting-421']).toMatch(/421/);
    expect(errors['mail-451']).toMatch(/451/);
    expect(errors['data-451']).toMatch(/451/);
    expect(errors.drop).toMatch(/socket close|ECONNECTION|ESOCKET|ECONNRESET/i);

    // Nothing is due before its time: a pass now sends nothing.
    smtp.setFault('none');
    t.app.ctx.mail.wake();
    await sleep(300);
    expect(smtp.delivered).toEqual([]);

    // The server accepts again: once the last wait is over, every message goes, once.
    t.clock.advance(retryDelayMs(faults.length));
    t.app.ctx.mail.wake();
    const sent = await waitUntil('every message sent', async () => {
      const found = await outbox();
      return found.every((m) => m.sentAt !== null) && found;
    });
    expect(sent.map((m) => m.attempts)).toEqual(ids.map(() => faults.length + 1));
    const messageIds = smtp.delivered.map((d) => d.messageId).sort();
    expect(messageIds).toEqual(ids.map((id) => `<${id}@localhost>`).sort());
    expect(new Set(messageIds).size).toBe(messageIds.length);

    // Later passes, long after, find nothing more to send: nothing doubled.
    t.clock.advance(2 * 3_600_000);
    t.app.ctx.mail.wake();
    const transport = createSmtpTransport(smtp.url, 'no-reply@rewards.test');
    try {
      expect(
        await sendDueMail({ db: t.db, transport, now: t.clock.now, messageIdHost: 'localhost' }),
      ).toEqual({
        sent: 0,
        failed: 0,
      });
    } finally {
      transport.close();
    }
    await sleep(300);
    expect(smtp.delivered).toHaveLength(ids.length);
    console.info(
      `smtp outage: ${ids.length} e-mails, ${faults.length} refusals each, then delivered once; errors: ${JSON.stringify(errors)}`,
    );
  });
});
