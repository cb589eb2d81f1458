import { SUPPORTED_LANGUAGES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatWhen, MAIL_TEXTS } from '../../../src/infra/mail';
import { en } from '../../../src/infra/mail/i18n/en';
import {
  adminDepositSetAsideMail,
  adminNewRegistrationMail,
  adminNewWithdrawalMail,
  adminSignInGuessingMail,
  backupFailedMail,
  complianceWaitingMail,
  newDeviceSignInMail,
  passwordChangedMail,
  payoutWalletLacksMail,
  payoutWalletLowMail,
  reconciliationMail,
  resetPasswordMail,
  securityNoticeMail,
  verifyEmailMail,
  walletAddressAddedMail,
  walletAddressConfirmedMail,
  withdrawalCodeMail,
  withdrawalDecisionMail,
  withdrawalsFrozenMail,
} from '../../../src/infra/mail/templates';
import type { MailContent } from '../../../src/infra/mail/outbox';
import type { Language } from '@app/contract';

/** Every text of a catalogue by its dotted key (`verifyEmail.subject`, `resetPassword.expires.one`). */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) return found.set(prefix, node);
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(k, v);
  }
  return found;
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const OTHERS = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');
const english = leaves(en);

describe('the e-mail catalogues (issue 17)', () => {
  it('have every English key, and no other, in every language', () => {
    for (const language of OTHERS) {
      expect([...leaves(MAIL_TEXTS[language]).keys()].sort(), language).toEqual([...english.keys()].sort());
    }
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s: every text is a non-empty string with the placeholders of the English one',
    (language) => {
      for (const [key, text] of leaves(MAIL_TEXTS[language])) {
        expect(typeof text, `${language} ${key}`).toBe('string');
        expect((text as string).trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text as string), `${language} ${key}`).toEqual(
          placeholders(english.get(key) as string),
        );
      }
    },
  );

  it.each(OTHERS)('%s: the subjects and headings are translated, not copied from English', (language) => {
    for (const [key, text] of leaves(MAIL_TEXTS[language])) {
      if (/\.(subject|heading)(\.|$)/.test(key))
        expect(text, `${language} ${key}`).not.toBe(english.get(key));
    }
  });
});

const APP = 'https://rewards.example.com';
const AT = new Date('2026-05-04T13:05:09Z');

/** One render of every template, in a language. */
const EVERY_MAIL: Record<string, (language: Language) => MailContent> = {
  'verify-email': (language) => verifyEmailMail({ appUrl: APP, firstName: 'Ana', token: 't', language }),
  'reset-password': (language) => resetPasswordMail({ appUrl: APP, firstName: 'Ana', token: 't', language }),
  'password-changed': (language) =>
    passwordChangedMail({ appUrl: APP, firstName: 'Ana', how: 'reset', at: AT, language }),
  'withdrawal-code': (language) => withdrawalCodeMail({ firstName: 'Ana', code: '123456', language }),
  'withdrawals-frozen': (language) =>
    withdrawalsFrozenMail({ appUrl: APP, firstName: 'Ana', until: AT, language }),
  'withdrawal-decision': (language) =>
    withdrawalDecisionMail({
      appUrl: APP,
      firstName: 'Ana',
      status: 'BLOCKED_COMPLIANCE',
      amount: '1234.5',
      asset: 'USDT',
      walletAddress: '0xabc',
      reason: 'KYC',
      language,
    }),
  'new-device-sign-in': (language) =>
    newDeviceSignInMail({
      appUrl: APP,
      firstName: 'Ana',
      at: AT,
      ip: null,
      browser: 'Firefox',
      device: 'Linux',
      endSessionsToken: 't',
      language,
    }),
  'security-notice': (language) =>
    securityNoticeMail({
      appUrl: APP,
      firstName: 'Ana',
      notice: 'twoFactorDisabled',
      at: AT,
      ip: '192.0.2.1',
      hold: { hours: 24, until: AT },
      language,
    }),
  'admin-sign-in-guessing': (language) =>
    adminSignInGuessingMail({ appUrl: APP, firstName: 'Ada', at: AT, source: null, language }),
  'admin-new-registration': (language) =>
    adminNewRegistrationMail({
      appUrl: APP,
      member: { id: 'id', userId: 'U1', firstName: 'Ana', lastName: 'Lee', email: 'a@example.com' },
      referrer: { userId: 'U2', firstName: 'Bo', lastName: 'Li' },
      language,
    }),
  'admin-new-withdrawal': (language) =>
    adminNewWithdrawalMail({
      appUrl: APP,
      withdrawalId: 'w',
      member: { userId: 'U1', firstName: 'Ana', lastName: 'Lee', email: 'a@example.com' },
      amount: '10',
      asset: 'USDT',
      walletAddress: '0xabc',
      language,
    }),
  'admin-deposit-set-aside': (language) =>
    adminDepositSetAsideMail({
      appUrl: APP,
      member: { id: 'id', userId: 'U1', firstName: 'Ana', lastName: 'Lee' },
      amount: '10',
      txHash: '0x1',
      toAddress: '0x2',
      error: 'boom',
      language,
    }),
  'admin-operations-alert (backup)': (language) =>
    backupFailedMail({ appUrl: APP, reason: 'disk full', folder: '/data/backups', language }),
  'admin-operations-alert (compliance)': (language) =>
    complianceWaitingMail({ appUrl: APP, overdue: 3, language }),
  'admin-operations-alert (reconciliation)': (language) =>
    reconciliationMail({ appUrl: APP, findings: ['a', 'b'], language }),
  'admin-operations-alert (wallet lacks)': (language) =>
    payoutWalletLacksMail({
      appUrl: APP,
      lacking: 'bnb',
      amount: '10',
      address: '0x3',
      usdt: '5',
      bnb: '0',
      withdrawalId: 'w',
      language,
    }),
  'wallet-address-added': (language) =>
    walletAddressAddedMail({
      appUrl: APP,
      firstName: 'Ana',
      address: '0xabc',
      name: 'Ledger',
      at: AT,
      linkExpiresAt: AT,
      waitHours: 24,
      token: 't',
      language,
    }),
  'wallet-address-confirmed': (language) =>
    walletAddressConfirmedMail({
      appUrl: APP,
      firstName: 'Ana',
      address: '0xabc',
      name: null,
      at: AT,
      usableFrom: AT,
      language,
    }),
  'admin-operations-alert (wallet low)': (language) =>
    payoutWalletLowMail({ appUrl: APP, asset: 'usdt', address: '0x3', have: '5', min: '100', language }),
};

describe('every template in every language', () => {
  it.each(Object.keys(EVERY_MAIL))(
    '%s: its own subject, heading and buttons per language, nothing left unfilled',
    (kind) => {
      const english = EVERY_MAIL[kind]!('en');
      for (const language of OTHERS) {
        const mail = EVERY_MAIL[kind]!(language);
        expect(mail.subject, `${kind} ${language}`).not.toBe(english.subject);
        expect(mail.text, `${kind} ${language}`).not.toMatch(/\{\w+\}/);
        expect(mail.html, `${kind} ${language}`).toContain(`<html lang="${language}">`);
        // The parts every message shares follow the language too.
        expect(mail.html).not.toContain('If the button does not work');
      }
    },
  );

  it('English keeps its own dates and amounts; the others use Intl for their locale', () => {
    expect(formatWhen('en', AT)).toBe('2026-05-04 13:05 UTC');
    expect(formatWhen('es', AT)).toBe('4 may 2026, 13:05 UTC');
    expect(formatAmount('en', '1234.5', 'USDT')).toBe('1234.5 USDT');
    expect(formatAmount('es', '50', 'USDT')).toBe('50,00 USDT');
    expect(formatAmount('id', '1234.5', 'USDT')).toBe('1.234,50 USDT');
    expect(formatAmount('vi', '0.123456789', 'USDT')).toBe('0,123456789 USDT'); // never loses digits
    const decision = EVERY_MAIL['withdrawal-decision']!('es');
    expect(decision.subject).toBe('Tu retiro de 1234,50 USDT: bloqueado por cumplimiento');
    expect(EVERY_MAIL['withdrawal-decision']!('en').subject).toBe(
      'Your withdrawal of 1234.5 USDT: blocked compliance',
    );
  });

  it('the address-book e-mails keep their English words and dates', () => {
    const added = EVERY_MAIL['wallet-address-added']!('en');
    expect(added.subject).toBe('Confirm your new withdrawal address');
    expect(added.text).toContain(
      'Withdrawals can go to it only after you confirm it with the button below, and only 24 hours after the confirmation.',
    );
    expect(added.text).toContain('2026-05-04 13:05 UTC');
    expect(EVERY_MAIL['wallet-address-confirmed']!('en').text).toContain(
      'Withdrawals can go to this address from 2026-05-04 13:05 UTC.',
    );
    expect(EVERY_MAIL['wallet-address-confirmed']!('es').text).toContain(
      'Se podrá retirar a esta dirección a partir del 4 may 2026, 13:05 UTC.',
    );
  });

  it('chooses the plural form by the number', () => {
    expect(EVERY_MAIL['reset-password']!('en').text).toContain('expires in 1 hour.');
    expect(EVERY_MAIL['verify-email']!('en').text).toContain('expires in 24 hours.');
    expect(EVERY_MAIL['reset-password']!('es').text).toContain('caduca en 1 hora.');
    expect(EVERY_MAIL['verify-email']!('es').text).toContain('caduca en 24 horas.');
  });
});
