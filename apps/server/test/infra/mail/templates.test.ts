import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/infra/mail/escape-html';
import {
  adminNewRegistrationMail,
  adminNewWithdrawalMail,
  resetPasswordMail,
  verifyEmailMail,
  withdrawalCodeMail,
  withdrawalDecisionMail,
} from '../../../src/infra/mail/templates';
import type { MailContent } from '../../../src/infra/mail/outbox';

const EVIL = `<script>alert("x")</script>&'`;
const APP = 'https://rewards.example.com';

/** The hostile value is in the text as typed and only escaped in the HTML. */
function expectEscaped(mail: MailContent, value = EVIL) {
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain(escapeHtml(value));
  expect(mail.text).toContain(value);
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

describe('e-mail templates', () => {
  it('escapes &, <, >, " and \' for HTML', () => {
    expect(escapeHtml(EVIL)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
  });

  it('verification: the /verify-email?token= link of APP_URL, in HTML and text, 24 h', () => {
    const mail = verifyEmailMail({ appUrl: APP, firstName: EVIL, token: 'abc-DEF_123' });
    expectEscaped(mail);
    const link = `${APP}/verify-email?token=abc-DEF_123`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('24 hours');
  });

  it('password reset: the /reset-password?token= link, 1 hour', () => {
    const mail = resetPasswordMail({ appUrl: `${APP}/`, firstName: EVIL, token: 'tok' });
    expectEscaped(mail);
    expect(mail.text).toContain(`${APP}/reset-password?token=tok`);
    expect(mail.text).toContain('1 hour');
  });

  it('encodes a token that would otherwise break the link or the attribute', () => {
    const mail = verifyEmailMail({ appUrl: APP, firstName: 'Ada', token: 'a"b&c d' });
    expect(mail.html).toContain(`href="${APP}/verify-email?token=a%22b%26c+d"`);
  });

  it('withdrawal code: the code and its validity', () => {
    const mail = withdrawalCodeMail({ firstName: EVIL, code: '123456' });
    expectEscaped(mail);
    expect(mail.subject).not.toContain('123456'); // subjects show on lock screens (issue 21)
    expect(mail.text).toContain('Code: 123456');
    expect(mail.text).toContain('valid for 10 minutes');
  });

  it('withdrawal decision: amount, address, reason and hash, escaped', () => {
    const mail = withdrawalDecisionMail({
      appUrl: APP,
      firstName: 'Ada',
      status: 'BLOCKED_COMPLIANCE',
      amount: '12.5',
      asset: 'USDT',
      walletAddress: '0x' + 'a'.repeat(40),
      reason: EVIL,
      transactionHash: null,
    });
    expectEscaped(mail);
    expect(mail.subject).toBe('Your withdrawal of 12.5 USDT: blocked compliance');
    expect(mail.text).toContain(`Reason: ${EVIL}`);
    expect(mail.text).toContain(`${APP}/rewards`);
  });

  it('admin alert, new registration: escaped names, a one-line subject', () => {
    const mail = adminNewRegistrationMail({
      appUrl: APP,
      member: {
        id: 'id-1',
        userId: 'UABCDEFG',
        firstName: `Eve\r\nBcc: x@example.com`,
        lastName: EVIL,
        email: 'e@example.com',
      },
      referrer: { userId: 'UREFERRR', firstName: 'Ref', lastName: 'Errer' },
    });
    expectEscaped(mail);
    expect(mail.subject).toBe(`New registration: Eve Bcc: x@example.com ${EVIL}`);
    expect(mail.text).toContain(`${APP}/admin/users/id-1`);
    expect(mail.text).toContain('Referred by: Ref Errer (UREFERRR)');
  });

  it('admin alert, new withdrawal: member, amount and the review link', () => {
    const mail = adminNewWithdrawalMail({
      appUrl: APP,
      withdrawalId: 'w-1',
      member: { userId: 'U1234567', firstName: EVIL, lastName: 'B', email: 'm@example.com' },
      amount: '100',
      asset: 'USDT',
      walletAddress: '0xabc',
    });
    expectEscaped(mail);
    expect(mail.text).toContain(`${APP}/admin/withdrawals/w-1`);
    expect(mail.text).toContain('Amount: 100 USDT');
  });
});
