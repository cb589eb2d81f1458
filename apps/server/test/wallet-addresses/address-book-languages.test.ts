import { SUPPORTED_LANGUAGES, type Language } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../src/infra/mail';
import { startTestAppWithSmtp } from '../support/app-with-smtp';
import type { TestApp } from '../support/create-test-app';
import type { ReceivedMail, TestSmtp } from '../support/smtp';
import { createMember } from '../support/users';
import { freshAddress } from '../withdrawals/support';

/**
 * Issue 17: the address book's e-mails (the confirmation link of a new withdrawal address, then
 * its confirmation) reach the member in the account's language (`users.language`), through the
 * real SMTP server, like every other e-mail (test/accounts/languages.test.ts).
 */
let t: TestApp;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await startTestAppWithSmtp()));
afterAll(() => close());

const mailTo = (email: string, subject: string): Promise<ReceivedMail> =>
  smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === subject, 8_000);

describe.each(SUPPORTED_LANGUAGES)('the address-book e-mails in %s', (language: Language) => {
  it('the link to confirm a new address, then the confirmation, in the account language', async () => {
    const texts = MAIL_TEXTS[language];
    const member = await createMember(t, { language });
    const added = await t.post('/api/wallet-addresses', {
      token: member.token,
      body: { walletAddress: freshAddress(), name: 'Ledger' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const link = await mailTo(member.email, texts.walletAddressAdded.subject);
    expect(link.html).toContain(`<html lang="${language}">`);
    expect(link.text).toContain(texts.walletAddressAdded.action);
    expect(link.text).toContain(texts.walletAddressAdded.linkValidUntil);
    expect(link.text).toContain(texts.walletAddressAdded.intro.other.replace('{count}', '24'));
    const token = /\/confirm-wallet-address\?token=([A-Za-z0-9_-]{43})/.exec(link.text)?.[1];
    expect(token, link.text).toBeDefined();

    const confirmed = await t.post('/api/wallet-addresses/confirm', { body: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const done = await mailTo(member.email, texts.walletAddressConfirmed.subject);
    expect(done.html).toContain(`<html lang="${language}">`);
    expect(done.text).toContain(texts.walletAddressConfirmed.action);
    if (language !== 'en') {
      expect(done.subject).not.toBe(MAIL_TEXTS.en.walletAddressConfirmed.subject);
      expect(done.text).not.toContain(MAIL_TEXTS.en.walletAddressConfirmed.note);
    }
  });
});
