import { PgDialect } from 'drizzle-orm/pg-core';
import { type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword } from '../../src/features/accounts/forgot-password';
import { sendVerificationEmail } from '../../src/features/accounts/send-verification-email';
import type { Db } from '../../src/infra/db/client';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';
import { outboxTo, uniqueEmail } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dialect = new PgDialect();

/**
 * The app's dependencies with a database that writes down every call it gets (method names, and
 * the SQL text of raw statements without their values) and a mail worker that counts its wakes:
 * what a request does, to compare two paths.
 */
function recordingDeps() {
  const trace: string[] = [];
  const record = <T extends object>(target: T, where: string): T =>
    new Proxy(target, {
      get(obj, prop, receiver) {
        const value = Reflect.get(obj, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (prop === 'execute') trace.push(`${where}.execute ${dialect.sqlToQuery(args[0] as SQL).sql}`);
          else trace.push(`${where}.${String(prop)}`);
          if (prop === 'transaction') {
            const work = args[0] as (tx: object) => Promise<unknown>;
            return (value as (w: typeof work) => Promise<unknown>).call(obj, (tx) => work(record(tx, 'tx')));
          }
          return (value as (...a: unknown[]) => unknown).apply(obj, args);
        };
      },
    });
  const deps = {
    ...t.app.ctx,
    db: record(t.db, 'db') as Db,
    mail: { wake: () => void trace.push('mail.wake') },
  };
  return { deps, trace };
}

describe('anonymous account e-mails take the same path whether or not an account wants one', () => {
  it('send-verification: an unverified account, a verified one and an unknown address cost the same work', async () => {
    const unverified = await createMember(t, { verified: false });
    const verified = await createMember(t);
    const unknown = uniqueEmail('nobody');
    const traces: string[][] = [];
    for (const email of [unverified.email, verified.email, unknown]) {
      const { deps, trace } = recordingDeps();
      await sendVerificationEmail(deps, { auth: null, email });
      traces.push(trace);
    }
    expect(traces[0]).toContain('mail.wake');
    expect(traces[0]!.filter((s) => s.startsWith('tx.execute'))).toHaveLength(2);
    expect(traces[1]).toEqual(traces[0]);
    expect(traces[2]).toEqual(traces[0]);
    // ... and only the account that has something to verify gets an e-mail.
    expect((await outboxTo(t, unverified.email)).map((m) => m.kind)).toEqual(['verify-email']);
    expect(await outboxTo(t, verified.email)).toHaveLength(0);
    expect(await outboxTo(t, unknown)).toHaveLength(0);
  });

  it('send-verification over HTTP: the same answer for each, and the link of the real one verifies', async () => {
    const unverified = await createMember(t, { verified: false });
    const answers = [];
    for (const email of [unverified.email, uniqueEmail('ghost')]) {
      answers.push((await t.post('/api/users/send-verification-email', { body: { email } })).body);
    }
    expect(answers[1]).toEqual(answers[0]);
    const [mail] = await outboxTo(t, unverified.email);
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    expect((await t.post('/api/users/verify-email', { body: { token } })).status).toBe(200);
  });

  it('forgot-password keeps one path too (known and unknown addresses)', async () => {
    const member = await createMember(t);
    const traces: string[][] = [];
    for (const email of [member.email, uniqueEmail('nobody')]) {
      const { deps, trace } = recordingDeps();
      await forgotPassword(deps, { email });
      traces.push(trace);
    }
    expect(traces[1]).toEqual(traces[0]);
  });
});
