import { DEFAULT_APP_NAME } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { mailProductName } from '../../src/infra/mail/templates/layout';
import { registration } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createAdmin } from '../support/users';

/**
 * Issue 19, one product name: APP_NAME (default "CopyTrade Rewards") is read at run time by the
 * server, which names its e-mails and their sender after it and serves it to the web app.
 */
describe('APP_NAME in the configuration', () => {
  it('defaults to one name, for the web and the e-mails alike, and names the sender', () => {
    const config = loadConfig({});
    expect(DEFAULT_APP_NAME).toBe('CopyTrade Rewards');
    expect(config.appName).toBe('CopyTrade Rewards');
    expect(config.mailFrom).toBe('"CopyTrade Rewards" <no-reply@localhost>');
  });

  it('names a MAIL_FROM given as a bare address after APP_NAME; a MAIL_FROM with a name of its own is kept', () => {
    expect(loadConfig({ APP_NAME: 'Acme Rewards', MAIL_FROM: 'hello@acme.test' }).mailFrom).toBe(
      '"Acme Rewards" <hello@acme.test>',
    );
    expect(loadConfig({ APP_NAME: 'Acme Rewards', MAIL_FROM: '<hello@acme.test>' }).mailFrom).toBe(
      '"Acme Rewards" <hello@acme.test>',
    );
    expect(loadConfig({ MAIL_FROM: 'Support Team <help@acme.test>' }).mailFrom).toBe(
      'Support Team <help@acme.test>',
    );
    expect(loadConfig({ APP_NAME: '  Acme  ' }).appName).toBe('Acme');
    expect(loadConfig({ APP_NAME: '' }).appName).toBe(DEFAULT_APP_NAME);
  });

  it('refuses a name that would break a header or a line', () => {
    for (const bad of ['Acme\nBcc: x@y.z', 'Acme <x@y.z>', 'Say "hi"', 'x'.repeat(61)])
      expect(() => loadConfig({ APP_NAME: bad }), bad).toThrow(/APP_NAME must/);
  });
});

describe('APP_NAME at run time', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      env: { APP_NAME: 'Acme Rewards', SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@acme.test' },
    });
    t.app.jobs.start();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('GET /api/platform serves the name and the subscription settings to the web app, signed in or not', async () => {
    const res = await t.get('/api/platform');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ appName: 'Acme Rewards', subscription: { fee: 10, periodDays: 365 } });
    const admin = await createAdmin(t);
    await t.put('/api/admin/settings', {
      token: admin.token,
      body: { subscriptionPeriodDays: 30, subscriptionFee: 12.5 },
    });
    expect((await t.get('/api/platform')).body.data.subscription).toEqual({ fee: 12.5, periodDays: 30 });
  });

  it('stays open during maintenance (the maintenance page shows the name too)', async () => {
    const admin = await createAdmin(t);
    await t.put('/api/admin/settings', { token: admin.token, body: { systemMaintenanceMode: true } });
    try {
      expect((await t.get('/api/platform')).status).toBe(200);
      // Other public calls are closed.
      expect((await t.post('/api/users/register', { body: {} })).status).toBe(503);
    } finally {
      await t.put('/api/admin/settings', { token: admin.token, body: { systemMaintenanceMode: false } });
    }
  });

  it('the e-mails and their sender say it', async () => {
    expect(mailProductName()).toBe('Acme Rewards');
    const admin = await createAdmin(t);
    const body = registration(admin.referralCode);
    expect((await t.post('/api/users/register', { body })).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toBe('Verify your email address for Acme Rewards');
    expect(mail.headers.from).toBe('Acme Rewards <no-reply@acme.test>');
    expect(mail.text).toMatch(/\n-- Acme Rewards$/);
    expect(mail.html).toContain('>Acme Rewards</p>');
    expect(`${mail.text}${mail.html}`).not.toContain('Rewards Platform');
  });
});
