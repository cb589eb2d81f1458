import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/infra/mail/outbox';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { registration } from '../accounts/account-helpers';

describe('the dev mailbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.jobs.start(); // no SMTP_URL: nothing to run, messages stay in the outbox
  });
  afterAll(() => t.close());

  it('answers this machine only: another address, or a request a proxy forwarded, gets 404', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, path).toBe(404);
      const proxied = await t.app.inject({
        method: 'GET',
        url: path,
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(proxied.statusCode, path).toBe(404);
    }
    const remote = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '10.1.2.3' });
    expect(remote.json()).toMatchObject({ success: false, message: 'NOT_FOUND' });
  });

  it('keeps registration e-mails unsent in the outbox and lists them newest first as JSON', async () => {
    const admin = await createAdmin(t);
    const first = registration(admin.referralCode);
    const second = registration(admin.referralCode);
    await t.post('/api/users/register', { body: first });
    t.clock.advance(1000);
    await t.post('/api/users/register', { body: second });

    const res = await t.get('/api/dev/mailbox');
    expect(res.status).toBe(200);
    const messages = res.body.data.messages;
    expect(messages[0]).toMatchObject({
      to: second.email,
      sentAt: null,
      subject: expect.stringContaining('Verify'),
    });
    expect(messages[1]).toMatchObject({ to: first.email, sentAt: null });
    expect(messages[0].text).toContain('http://localhost:5173/verify-email?token=');
    expect(messages[0].html).toContain('<a href="http://localhost:5173/verify-email?token=');

    const only = await t.get('/api/dev/mailbox', { query: { to: first.email.toUpperCase(), limit: 5 } });
    expect(only.body.data.messages.map((m: { to: string }) => m.to)).toEqual([first.email]);
  });

  it('shows the outbox as an HTML page with working links, every value escaped', async () => {
    await enqueueMail(
      t.db,
      {
        to: 'reader@example.com',
        subject: '<img src=x onerror=alert(1)>',
        html: '<p>hi</p>',
        text: 'Open http://localhost:5173/verify-email?token=abc&x=1 now <b>bold</b>',
        kind: 'verify-email',
      },
      t.clock.now(),
    );
    const page = await t.get('/dev/mailbox', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).not.toContain('<img');
    expect(page.text).not.toContain('<b>bold</b>');
    expect(page.text).toContain(
      '<a href="http://localhost:5173/verify-email?token=abc&amp;x=1">http://localhost:5173/verify-email?token=abc&amp;x=1</a>',
    );
    expect(page.text).not.toMatch(/<script/i);

    const [message] = (await t.get('/api/dev/mailbox', { query: { to: 'reader@example.com' } })).body.data
      .messages;
    const view = await t.get(`/dev/mailbox/${message._id}`);
    expect(view.status).toBe(200);
    expect(view.text).toContain('reader@example.com');
    expect(view.text).toContain(`/dev/mailbox/${message._id}/html`);
    const html = await t.get(`/dev/mailbox/${message._id}/html`);
    expect(html.text).toBe('<p>hi</p>');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");

    expect((await t.get('/dev/mailbox/not-an-id')).status).toBe(404);
    expect((await t.get('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('the dev mailbox with SMTP_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('answers 404 on the page and the JSON', async () => {
    const json = await t.get('/api/dev/mailbox');
    expect(json.status).toBe(404);
    expect(json.body.message).toBe('NOT_FOUND');
    expect((await t.get('/dev/mailbox', { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await t.get('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
