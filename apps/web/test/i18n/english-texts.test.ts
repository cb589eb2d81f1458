import {
  adminTexts,
  changePasswordMessages,
  cyclePeriodMessages,
  emailMessages,
  errorCatalogue,
  exchangeUidMessages,
  languageMessages,
  memberTexts,
  NAME_MAX_LENGTH,
  nameSchema,
  otpMessages,
  passwordMessages,
  passwordRequirements,
  referralCodeMessages,
  registerMessages,
  resetPasswordMessages,
  settingsMessages,
  subscriptionFeeText,
  successMessages,
  twoFactorMessages,
  walletAddressMessages,
  withdrawalDecisionMessages,
  withdrawalMessages,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { i18nReady, namespacePending, translatorFor } from '@/lib/i18n/i18n';
import { subscriptionFeeWords } from '@/lib/i18n/subscription-text';
import enAdmin from '@/locales/en/admin';
import enMessages from '@/locales/en/messages';

/**
 * Issue 17: English stays the spec's. The contract holds the spec's texts (texts.ts,
 * admin-texts.ts, errors.ts, validation/); the English catalogues must say exactly the same. The
 * screens' own words are checked by the browser tests on every page, in English.
 */
describe('the English catalogues are the spec texts of the contract', () => {
  it('error catalogue, screen texts and success messages: the contract objects themselves', () => {
    expect(enMessages.texts).toEqual(memberTexts);
    expect(enMessages.success).toEqual(successMessages);
    expect(Object.keys(enMessages.errors)).toEqual(Object.keys(errorCatalogue));
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(enMessages.errors[code as keyof typeof errorCatalogue]).toBe(entry.text);
    }
  });

  it('validation messages: equal to the contract messages, group by group', () => {
    const v = enMessages.validation;
    expect(v.email).toEqual(emailMessages);
    expect(v.register).toEqual(registerMessages);
    expect(v.referralCode).toEqual(referralCodeMessages);
    expect(v.resetPassword).toEqual(resetPasswordMessages);
    expect(v.changePassword).toEqual(changePasswordMessages);
    expect(v.walletAddress).toEqual(walletAddressMessages);
    expect(v.withdrawal).toEqual(withdrawalMessages);
    expect(v.otp).toEqual(otpMessages);
    expect(v.twoFactor).toEqual(twoFactorMessages);
    expect(v.exchangeUid).toEqual(exchangeUidMessages);
    expect(v.settings).toEqual(settingsMessages);
    expect(v.withdrawalDecision).toEqual(withdrawalDecisionMessages);
    expect(v.cyclePeriod).toEqual(cyclePeriodMessages);
    expect(v.language).toEqual(languageMessages);
    const { tooLong, ...requirements } = v.password;
    expect({ tooLong }).toEqual(passwordMessages);
    expect(Object.values(requirements)).toEqual(passwordRequirements.map((r) => r.message));
    expect(NAME_MAX_LENGTH).toBe(50);
  });

  it("the name fields' messages are the ones the contract's schema gives", () => {
    const issue = (label: 'First name' | 'Last name', value: string) =>
      nameSchema(label).safeParse(value).error?.issues[0]?.message;
    expect(issue('First name', '')).toBe(enMessages.validation.names.firstNameRequired);
    expect(issue('Last name', '')).toBe(enMessages.validation.names.lastNameRequired);
    expect(issue('First name', 'x'.repeat(51))).toBe(enMessages.validation.names.firstNameTooLong);
    expect(issue('Last name', 'x'.repeat(51))).toBe(enMessages.validation.names.lastNameTooLong);
  });

  it('the subscription period words are the contract ones in English', async () => {
    await i18nReady;
    const t = translatorFor('public');
    for (const days of [365, 30, 31, 1, 2, 14, 90]) {
      expect(subscriptionFeeWords(t, '10', days)).toBe(subscriptionFeeText('10', days));
    }
  });

  it('admin texts: every contract text, the interpolated ones filled in', async () => {
    await i18nReady;
    expect(enAdmin.texts.guard).toEqual(adminTexts.guard);
    expect(enAdmin.texts.dashboard).toEqual(adminTexts.dashboard);
    await namespacePending('admin');
    const t = translatorFor('admin');
    expect(t('texts.users.showing', { shown: 3, total: 10 })).toBe(adminTexts.users.showing(3, 10));
    expect(t('texts.withdrawals.page', { page: 2, totalPages: 5 })).toBe(adminTexts.withdrawals.page(2, 5));
    expect(t('texts.statusUpdate.success', { status: 'LOCKED' })).toBe(
      adminTexts.statusUpdate.success('LOCKED'),
    );
  });
});
