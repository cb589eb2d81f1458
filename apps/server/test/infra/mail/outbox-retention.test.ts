import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../../src/infra/mail/outbox';
import { deleteOldOutboxRows, OUTBOX_KEEP_DAYS } from '../../../src/infra/mail/outbox-retention';
import { mailOutbox } from '../../../src/infra/mail/outbox.tables';
import { createTestApp, type TestApp } from '../../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

describe('outbox retention', () => {
  it(`deletes messages sent or given up on over ${OUTBOX_KEEP_DAYS} days ago, never one still waiting`, async () => {
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const mail = async (label: string, changes: Partial<typeof mailOutbox.$inferInsert>) => {
      const id = await enqueueMail(
        t.db,
        {
          to: `${label}@example.com`,
          subject: label,
          html: `<p>${label}</p>`,
          text: label,
          kind: 'verify-email',
        },
        ago(90),
      );
      await t.db.update(mailOutbox).set(changes).where(eq(mailOutbox.id, id));
      return label;
    };
    await mail('sent-long-ago', { sentAt: ago(OUTBOX_KEEP_DAYS + 1) });
    await mail('failed-long-ago', { failedAt: ago(OUTBOX_KEEP_DAYS + 1) });
    await mail('sent-recently', { sentAt: ago(OUTBOX_KEEP_DAYS - 1) });
    await mail('failed-recently', { failedAt: ago(1) });
    await mail('still-waiting', { attempts: 4 });

    expect(await deleteOldOutboxRows(t.db, now)).toBe(2);
    const left = (await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject);
    expect(left.sort()).toEqual(['failed-recently', 'sent-recently', 'still-waiting']);
    expect(await deleteOldOutboxRows(t.db, now)).toBe(0);
  });
});
